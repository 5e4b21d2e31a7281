/**
 * /ops/memberships: paid Circle and care-plan orders, and their refund "at management discretion" (the terms allow
 * no other). Staff only; the refund needs the reason (who approved it and why) and is audited.
 */
import { data, redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { readForm } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { findMemberships, membershipRefundAudit, refundCircleMembership } from "~/.server/domain/membership";
import { CIRCLE_REFUND_NEEDS_REASON } from "~/lib/circle-membership";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function membershipsLoader(request: Request) {
  await requireOpsUser(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 20);
  const refundId = Number(url.searchParams.get("refund"));
  const { db } = await getServices();
  const [rows, audit] = await Promise.all([findMemberships(db, query), membershipRefundAudit(db)]);
  const refunding = Number.isSafeInteger(refundId) && refundId > 0 ? (rows.find((r) => r.orderId === refundId && r.refundable) ?? null) : null;
  return data({ query, rows, audit, refunding, refunded: url.searchParams.get("refunded") }, { headers: NO_STORE });
}

export interface MembershipActionData {
  error: string;
}

export async function membershipsAction(request: Request) {
  const ops = await requireOpsUser(request);
  const form = await readForm(request);
  const orderId = Number(form.get("orderId"));
  const reason = String(form.get("reason") ?? "");
  if (form.get("intent") !== "refund" || !Number.isSafeInteger(orderId) || orderId <= 0) return data<MembershipActionData>({ error: "Unknown action." }, { status: 400 });
  if (reason.trim().length < 5) return data<MembershipActionData>({ error: CIRCLE_REFUND_NEEDS_REASON }, { status: 400 });
  const { db } = await getServices();
  let displayId = "";
  try {
    await refundCircleMembership(db, ops.accountId, orderId, reason);
    displayId = (await db.selectFrom("orders").select("display_id").where("id", "=", orderId).executeTakeFirst())?.display_id ?? "";
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return data<MembershipActionData>({ error: "That membership was not found." }, { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return data<MembershipActionData>({ error: e.message }, { status: 400 });
    throw e;
  }
  const back = new URLSearchParams({ refunded: displayId });
  return redirect(`/ops/memberships?${back}`);
}
