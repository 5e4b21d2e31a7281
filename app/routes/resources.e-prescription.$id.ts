/** GET the e-prescription PDF of an appointment: its patient's account or its doctor only (others: 404). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import { ePrescriptionFile } from "~/.server/domain/consult";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) return new Response("Prescription not found", { status: 404 });
  const { db } = await getServices();
  try {
    const file = await ePrescriptionFile(db, user.accountId, id);
    return prescriptionFileResponse({ bytes: file.bytes, contentType: "application/pdf", fileName: file.fileName });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return new Response("Prescription not found", { status: 404 });
    throw e;
  }
}
