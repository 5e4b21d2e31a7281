/**
 * The console's memberships and corporate pages: staff only (a visitor is sent to sign in, a patient — a member
 * included — gets 403 on every page and every action); a refund at the management's discretion goes through the
 * spine's refund with its reason and an audit line; a company's plan, its roster and voucher batches are changed
 * from the console, audited, and reach registration, prices and redemption.
 */
import { describe, expect, it } from "vitest";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { startSession } from "~/.server/session";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { buyCirclePlan } from "~/.server/domain/membership";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { corporatePlanOf, redeemVoucher, registerByMemberId } from "~/.server/domain/corporate";
import { loader as membershipsLoader, action as membershipsAction } from "~/routes/ops.memberships";
import { loader as corporateLoader, action as corporateAction } from "~/routes/ops.corporate";
import { CIRCLE_REFUND_NEEDS_REASON } from "~/lib/circle-membership";
import { targets, servicesOfTarget } from "./harness";

const BASE = "http://localhost:3000";

async function outcome(run: () => Promise<unknown>): Promise<Response> {
  try {
    const r = await run();
    if (r instanceof Response) return r;
    // Remix's data(): the body and its status, as the server would send them.
    const d = r as { type?: string; data?: unknown; init?: { status?: number } | null };
    if (d?.type === "DataWithResponseInit") return new Response(JSON.stringify(d.data), { status: d.init?.status ?? 200 });
    return new Response(JSON.stringify(r), { status: 200 });
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

describe.each(targets)("console memberships and corporate benefits on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;

  async function sessionOf(mobile: string) {
    const a = await findOrCreateAccount(db(), "+91", mobile);
    return { id: a.id, cookie: (await startSession({ accountId: a.id, mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0] };
  }
  const get = (loader: (args: LoaderFunctionArgs) => Promise<unknown>, path: string, cookie: string | null) =>
    outcome(() => loader({ request: new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} }), params: {}, context: {} }));
  const post = (action: (args: ActionFunctionArgs) => Promise<unknown>, path: string, cookie: string | null, body: FormData | URLSearchParams) =>
    outcome(() => action({ request: new Request(`${BASE}${path}`, { method: "POST", headers: cookie ? { cookie } : {}, body }), params: {}, context: {} }));
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("every page and action is refused to visitors (sign in) and patients (403), members included", async () => {
    const member = await sessionOf("9000000001"); // the seeded Circle member
    for (const [loader, action, path] of [[membershipsLoader, membershipsAction, "/ops/memberships"], [corporateLoader, corporateAction, "/ops/corporate"]] as const) {
      expect((await get(loader, path, null)).status).toBe(302);
      expect((await get(loader, path, member.cookie)).status).toBe(403);
      expect((await post(action, path, member.cookie, form({ intent: "refund", orderId: "1", reason: "I want my money back" }))).status).toBe(403);
      expect((await post(action, path, null, form({ intent: "save-company", partnerId: "EVILCORP", name: "Evil", kind: "employer", emailDomains: "", discountPercent: "90" }))).status).toBe(302);
    }
    expect(await db().selectFrom("corporate_companies").select("partner_id").where("partner_id", "=", "EVILCORP").executeTakeFirst()).toBeUndefined();
  });

  it("refunds a membership at the management's discretion: reason required, the spine's refund, an audit line", async () => {
    const ops = await sessionOf("9000000103");
    const buyer = await sessionOf("9811100041");
    const bought = await buyCirclePlan(db(), buyer.id, { subPlanId: "CIRCLE_6M", fullName: "Meera Krishnan", mobileNumber: "9811100041" });
    await completeSandboxCheckout(db(), buyer.id, bought.paymentOrderId, { outcome: "success", method: "UPI", upiId: "meera@okicici" });

    const listed = await (await get(membershipsLoader, "/ops/memberships?q=9811100041", ops.cookie)).json();
    expect(listed.rows).toMatchObject([{ orderId: bought.orderId, fullName: "Meera Krishnan", amount: 19900, refundable: true }]);

    const noReason = await post(membershipsAction, "/ops/memberships", ops.cookie, form({ intent: "refund", orderId: String(bought.orderId), reason: " " }));
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({ error: CIRCLE_REFUND_NEEDS_REASON });

    const done = await post(membershipsAction, "/ops/memberships", ops.cookie, form({ intent: "refund", orderId: String(bought.orderId), reason: "Approved by Sunita Rao (regional head): bought twice" }));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/ops/memberships?refunded=${bought.displayId}`);
    expect(await db().selectFrom("refunds").select(["amount_refunded", "refund_type"]).where("order_id", "=", bought.orderId).where("order_kind", "=", "CIRCLE").execute()).toEqual([{ amount_refunded: 19900, refund_type: "MANAGEMENT_DISCRETION" }]);
    const audit = await db().selectFrom("ops_audit").selectAll().where("action", "=", "MEMBERSHIP_REFUND").where("order_id", "=", bought.orderId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].account_id).toBe(ops.id);
    expect(JSON.parse(audit[0].detail!)).toEqual({ reason: "Approved by Sunita Rao (regional head): bought twice", amount: 19900 });

    // Refunded is final, and a made-up order id is not found.
    expect((await post(membershipsAction, "/ops/memberships", ops.cookie, form({ intent: "refund", orderId: String(bought.orderId), reason: "Again by mistake" }))).status).toBe(400);
    expect((await post(membershipsAction, "/ops/memberships", ops.cookie, form({ intent: "refund", orderId: "987654321", reason: "No such order" }))).status).toBe(404);
    const after = await (await get(membershipsLoader, "/ops/memberships?q=9811100041", ops.cookie)).json();
    expect(after.rows[0]).toMatchObject({ status: "REFUNDED", refundable: false });
    expect(after.audit[0]).toMatchObject({ displayId: bought.displayId, by: "9000000103" });
  });

  it("adds a company, changes its discount (prices follow), replaces its roster (registration follows), all audited", async () => {
    const ops = await sessionOf("9000000103");
    const company = { intent: "save-company", partnerId: "hcltech", name: "HCLTech", kind: "employer", emailDomains: "hcltech.com, hcl.com", discountPercent: "25", isActive: "on" };
    const bad = await post(corporateAction, "/ops/corporate", ops.cookie, form({ ...company, discountPercent: "95" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ discountPercent: "Lab discount: a whole percent from 0 to 90." });
    expect((await post(corporateAction, "/ops/corporate", ops.cookie, form(company))).headers.get("location")).toBe("/ops/corporate?company=HCLTECH&done=added");
    expect(await corporatePlanOf(db(), "HCLTECH")).toEqual({ partnerId: "HCLTECH", discountPercent: 25 });
    await post(corporateAction, "/ops/corporate", ops.cookie, form({ ...company, partnerId: "HCLTECH", discountPercent: "30" }));
    expect(await corporatePlanOf(db(), "HCLTECH")).toEqual({ partnerId: "HCLTECH", discountPercent: 30 });

    const upload = (csv: string) => {
      const body = new FormData();
      body.set("intent", "replace-roster");
      body.set("partnerId", "HCLTECH");
      body.set("roster", new File([csv], "roster.csv", { type: "text/csv" }));
      return post(corporateAction, "/ops/corporate", ops.cookie, body);
    };
    const broken = await upload("member_id,member_kind,full_name\nHCL0001,employee,Nikhil Bansal\nHCL0001,contractor,\n");
    expect(broken.status).toBe(400);
    expect((await broken.json()).problems).toEqual(["Line 3: HCL0001 is listed twice.", "Line 3: the kind must be employee or retiree.", "Line 3: enter the person's full name."]);
    expect(await db().selectFrom("corporate_members").select("member_id").where("partner_id", "=", "HCLTECH").execute()).toEqual([]);
    expect((await upload('member_id,member_kind,full_name\nHCL0001,employee,Nikhil Bansal\nhcl-r-77,Retiree,"D\'Souza, Maria"\n')).status).toBe(302);
    expect(await db().selectFrom("corporate_members").select(["member_id", "member_kind", "full_name"]).where("partner_id", "=", "HCLTECH").orderBy("member_id").execute()).toEqual([
      { member_id: "HCL-R-77", member_kind: "retiree", full_name: "D'Souza, Maria" },
      { member_id: "HCL0001", member_kind: "employee", full_name: "Nikhil Bansal" },
    ].sort((a, b) => (a.member_id < b.member_id ? -1 : 1)));
    const employee = await findOrCreateAccount(db(), "+91", "9811100042");
    await expect(registerByMemberId(db(), employee.id, { partnerId: "HCLTECH", memberId: "HCL0001", memberKind: "employee" })).resolves.toBeTruthy();

    const actions = (await db().selectFrom("ops_audit").select("action").where("account_id", "=", ops.id).where("action", "like", "CORPORATE_%").execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["CORPORATE_COMPANY_ADDED", "CORPORATE_COMPANY_CHANGED", "CORPORATE_ROSTER_REPLACED"]));
  });

  it("issues a voucher batch: PINs shown once and kept only hashed; a card redeems with them", async () => {
    const ops = await sessionOf("9000000103");
    const res = await post(corporateAction, "/ops/corporate", ops.cookie, form({ intent: "create-vouchers", issuer: "Infosys Wellness", issuanceNumber: "202612", count: "3", valueRupees: "750", expiresOn: "2099-03-31" }));
    expect(res.status).toBe(200);
    const { issued } = (await res.json()) as { issued: { cardNumber: string; pin: string }[] };
    expect(issued).toHaveLength(3);
    for (const v of issued) expect(v).toMatchObject({ cardNumber: expect.stringMatching(/^\d{16}$/), pin: expect.stringMatching(/^\d{6}$/) });
    const stored = await db().selectFrom("voucher_cards").selectAll().where("card_number", "=", issued[0].cardNumber).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(`"${issued[0].pin}"`);
    expect(stored).toMatchObject({ issuer: "Infosys Wellness", issuance_number: "202612", value: 75000, expires_on: "2099-03-31" });
    const patient = await findOrCreateAccount(db(), "+91", "9811100043");
    expect(await redeemVoucher(services(), patient.id, { cardNumber: issued[0].cardNumber, issuanceNumber: "202612", pin: issued[0].pin })).toEqual({ result: "APPROVAL", value: 75000 });
    const batches = (await (await get(corporateLoader, "/ops/corporate", ops.cookie)).json()).batches as { issuer: string; cards: number; redeemed: number }[];
    expect(batches.find((b) => b.issuer === "Infosys Wellness")).toMatchObject({ cards: 3, redeemed: 1 });
    const past = await post(corporateAction, "/ops/corporate", ops.cookie, form({ intent: "create-vouchers", issuer: "Infosys Wellness", issuanceNumber: "202612", count: "3", valueRupees: "750", expiresOn: "2020-01-01" }));
    expect((await past.json()).fieldErrors).toEqual({ expiresOn: "The last day must be after today." });
  });
});
