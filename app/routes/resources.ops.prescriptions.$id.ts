/** GET /resources/ops/prescriptions/{id}: a lead's prescription file for the lab's staff (role ops) only; each view is audited. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { prescriptionFile } from "~/.server/domain/lab-tests/prescriptions";
import { recordStaffRead } from "~/.server/domain/lab-tests/ops-console";
import { DomainError } from "~/.server/domain/errors";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ops = await requireOpsUser(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  try {
    const file = await prescriptionFile(db, null, id);
    await recordStaffRead(db, ops, "VIEW_PRESCRIPTION", file.leadOrderId, { prescriptionId: id });
    return prescriptionFileResponse(file);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
}
