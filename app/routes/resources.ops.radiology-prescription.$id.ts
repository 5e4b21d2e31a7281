/** A radiology order's prescription for the centre's staff (role ops). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { DomainError } from "~/.server/domain/errors";
import { radiologyPrescriptionFile } from "~/.server/domain/radiology";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOpsUser(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  try {
    const file = await radiologyPrescriptionFile(db, null, id);
    return new Response(new Uint8Array(file.bytes), { headers: { "content-type": file.contentType, "content-disposition": "attachment", "cache-control": "private, no-store", "x-content-type-options": "nosniff" } });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
}
