/**
 * /radiology-order-details/{id}/prescription: the owner adds the doctor's prescription after booking, for a scan
 * that needs one, through uploadRadiologyPrescription and the lab's upload rules (png, jpg, jpeg or pdf, checked
 * by content, under 3 MB, the day's upload limit). Anyone else's order is 404, as for none.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import * as radiology from "~/.server/domain/radiology";
import { readUploadForm, UploadRefused } from "~/features/prescriptions/prescriptions.server";
import { canAddRadiologyPrescription } from "~/lib/radiology-order-status";
import { UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { log } from "~/.server/log";

const notFound = () => new Response("Not found", { status: 404 });

function orderIdOf(param: string | undefined) {
  const n = Number(param);
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
}

/** The owner's order, or a 404 for anyone else's id (as for none). */
async function ownOrder(accountId: number, orderId: number) {
  const { db } = await getServices();
  try {
    return await radiology.radiologyOrderOfAccount(db, accountId, orderId);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

/** The order's scans that need a doctor's prescription (the catalogue's rule, as at booking). */
export async function scansNeedingPrescription(itemIds: number[]): Promise<string[]> {
  const { db } = await getServices();
  return (await radiology.radiologyItemsByIds(db, itemIds)).filter((i) => i.needsPrescription).map((i) => i.name);
}

/** Where the order's page sends its owner to add a missing prescription, or null when none is wanted now. */
export async function prescriptionUploadUrl(order: radiology.RadiologyOrderView): Promise<string | null> {
  if (order.hasPrescription || !canAddRadiologyPrescription(order.status)) return null;
  const needed = await scansNeedingPrescription(order.items.map((i) => i.itemId));
  return needed.length ? `/radiology-order-details/${order.id}/prescription` : null;
}

export async function prescriptionPageLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const order = await ownOrder(user.accountId, orderIdOf(id));
  return {
    order: { id: order.id, displayId: order.displayId, statusLabel: order.statusLabel, clinicName: order.clinic?.name ?? null, slotDateTimeInUTC: order.slotDateTimeInUTC, patientName: order.patientName },
    scans: await scansNeedingPrescription(order.items.map((i) => i.itemId)),
    hasPrescription: order.hasPrescription,
    open: canAddRadiologyPrescription(order.status),
  };
}

export async function prescriptionPageAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const orderId = orderIdOf(id);
  // Ownership first: someone else's order is 404 before anything of the upload is read.
  await ownOrder(user.accountId, orderId);
  const { db } = await getServices();
  try {
    const { file } = await readUploadForm(request);
    await radiology.uploadRadiologyPrescription(db, user.accountId, orderId, { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  } catch (e) {
    if (e instanceof UploadRefused) return Response.json({ formError: e.message }, { status: e.status });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ formError: e.message }, { status: 400 });
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    log.warn({ event: "RADIOLOGY_PRESCRIPTION_UPLOAD_FAILED", message: String((e as Error)?.message ?? e) });
    return Response.json({ formError: UPLOAD_FAILED_MESSAGE }, { status: 500 });
  }
  return redirect(`/radiology-order-details/${orderId}?prescription=uploaded`);
}
