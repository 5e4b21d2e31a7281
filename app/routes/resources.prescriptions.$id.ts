/** GET /resources/prescriptions/{id}: the file of one's own prescription (fetchBlobURLWithPRISMData); 404 for anyone else. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { prescriptionFile } from "~/.server/domain/lab-tests/prescriptions";
import { DomainError } from "~/.server/domain/errors";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const id = Number(params.id);
  // Signed out, a malformed id and someone else's prescription all look the same: nothing to find here.
  if (!user || !Number.isSafeInteger(id) || id <= 0) return notFound();
  const { db } = await getServices();
  try {
    return prescriptionFileResponse(await prescriptionFile(db, user.accountId, id));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFound();
    throw e;
  }
}
