/**
 * POST /resources/prescriptions/upload (multipart: file, patientId, consultId?): the upload for files too large for
 * the GraphQL body cap (see docs/decisions/2026-11-23-prescription-upload.md). Answers JSON: the record and its
 * lead, or `{ message }` with the spec's text.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/.server/session";
import { savePrescriptionUpload, UploadRefused } from "~/features/prescriptions/prescriptions.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const user = await getSessionUser(request);
  if (!user) return Response.json({ message: "Please sign in", code: "UNAUTHENTICATED" }, { status: 401 });
  try {
    const record = await savePrescriptionUpload(request, user.accountId);
    return Response.json({ status: true, prescription: record }, { status: 201 });
  } catch (e) {
    if (e instanceof UploadRefused) return Response.json({ status: false, message: e.message }, { status: e.status });
    throw e;
  }
}

export const loader = () => Response.json({ message: "Method not allowed" }, { status: 405 });
