/**
 * /ops/leads: prescription leads waiting for the lab. The page's state is in its URL (`lead`, `q`, `items`), so the
 * back button walks back through a search and a refresh keeps the picked tests.
 */
import { data, redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { parseForm } from "~/.server/form";
import { leadFormSchema } from "~/lib/ops-forms";
import { DomainError } from "~/.server/domain/errors";
import { searchDiagnosticItem } from "~/.server/domain/catalogue/catalogue";
import { recordStaffRead } from "~/.server/domain/lab-tests/ops-console";
import {
  LEAD_MAX_ITEMS, convertLeadToOrder, dropLead, getNewLead, leadSlotOptions, listNewLeads, priceLead, type Lead, type LeadSlotOption,
} from "~/.server/domain/lab-tests/prescription-leads";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const parseItemIds = (v: string | null): number[] =>
  [...new Set((v ?? "").split(",").map((s) => Number(s.trim())).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, LEAD_MAX_ITEMS);

export interface LeadPreview {
  lines: { itemId: number; itemName: string; price: number; mrp: number }[];
  homeCollectionCharges: number;
  bookingFees: number;
  toPay: number;
}

export async function leadsLoader(request: Request) {
  const ops = await requireOpsUser(request);
  const url = new URL(request.url);
  const { db } = await getServices();
  const leads = await listNewLeads(db);
  const leadId = Number(url.searchParams.get("lead"));
  let selected: Lead | null = null;
  let selectedGone = false;
  if (Number.isSafeInteger(leadId) && leadId > 0) {
    try {
      selected = await getNewLead(db, leadId);
      // An open lead shows the patient and their prescription: a staff read, audited.
      await recordStaffRead(db, ops, "VIEW_LEAD", selected.orderId, { prescriptionId: selected.prescriptionId });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      selectedGone = true;
    }
  }
  const itemIds = parseItemIds(url.searchParams.get("items"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  let preview: LeadPreview | null = null;
  let previewError: string | null = null;
  let results: { itemId: number; itemName: string; itemType: string; price: number }[] = [];
  let slots: LeadSlotOption[] = [];
  if (selected) {
    slots = await leadSlotOptions(db, selected.cityId);
    if (itemIds.length) {
      try {
        const { billing } = await priceLead(db, selected, itemIds);
        preview = {
          lines: billing.diagPatientLineItems[0].lineItems.map((l) => ({ itemId: l.itemId, itemName: l.itemName, price: l.price, mrp: l.mrp })),
          homeCollectionCharges: billing.homeCollectionCharges,
          bookingFees: billing.bookingFees,
          toPay: billing.toPay,
        };
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        previewError = e.message;
      }
    }
    if (q.trim().length >= 2) {
      const found = await searchDiagnosticItem(db, { keyword: q, cityId: selected.cityId, size: 10 });
      results = found.data.map((i) => ({ itemId: i.itemId, itemName: i.itemName, itemType: i.itemType, price: i.price }));
    }
  }
  return data(
    {
      leads,
      selected,
      selectedGone,
      itemIds,
      q,
      results,
      preview,
      previewError,
      slots,
      done: url.searchParams.get("done"),
      doneRef: (url.searchParams.get("ref") ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 20),
    },
    { headers: NO_STORE },
  );
}

export interface LeadActionData {
  formError?: string;
  fieldErrors?: Record<string, string>;
}

export async function leadsAction(request: Request) {
  const user = await requireOpsUser(request);
  const submission = await parseForm(request, leadFormSchema);
  if (submission.status !== "success") return Response.json({ formError: "Something went wrong! Please try again." } satisfies LeadActionData, { status: 400 });
  const form = submission.value;
  const { db } = await getServices();
  try {
    if (form.orderId <= 0) throw new Response("Not found", { status: 404 });
    if (form.intent === "convert") {
      const { preBookingId } = await convertLeadToOrder(db, {
        opsAccountId: user.accountId, orderId: form.orderId, itemIds: form.itemId, slotDateTimeInUTC: form.slotDateTimeInUTC,
      });
      return redirect(`/ops/leads?done=converted&ref=${preBookingId}`);
    }
    await dropLead(db, { opsAccountId: user.accountId, orderId: form.orderId, reason: form.reason });
    return redirect("/ops/leads?done=dropped");
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
      return Response.json({ formError: e.message, fieldErrors: details?.fieldErrors } satisfies LeadActionData, { status: 400 });
    }
    throw e;
  }
}
