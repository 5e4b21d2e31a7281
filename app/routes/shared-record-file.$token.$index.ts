/** GET a shared record's file: works while the link does, and every download is logged for the patient. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { sharedRecordFile } from "~/.server/domain/health-records";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";
import { notFoundResponse } from "~/features/health-records/health-records.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const index = Number(params.index);
  if (!Number.isSafeInteger(index) || index < 0) return notFoundResponse();
  const { db } = await getServices();
  const file = await sharedRecordFile(db, params.token ?? "", index);
  if (!file) return notFoundResponse();
  const res = prescriptionFileResponse(file);
  // A doctor's link is not a page to index or to keep around.
  res.headers.set("X-Robots-Tag", "noindex");
  return res;
}
