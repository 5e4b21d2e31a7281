/**
 * The centre appointments page of the ops console, for every centre kind of the spine (radiology scans, health
 * checks): the desk's list, and its three steps — check in, done, and the report PDF (report ready). Each kind
 * registers its words and its domain steps here; /ops/radiology and /ops/prohealth are this one page.
 */
import { data, redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import type { DB } from "~/.server/db/client";
import type { CentreDeskRow } from "~/.server/domain/orders/centre-appointments";
import { listRadiologyAppointments, moveRadiologyAppointment, uploadRadiologyReport, REPORT_NOT_PDF_MESSAGE } from "~/.server/domain/radiology";
import { listProhealthOpsAppointments, moveProhealthAppointment, uploadProhealthReport, PROHEALTH_REPORT_NOT_PDF_MESSAGE } from "~/.server/domain/prohealth";
import { opsRadiologySchema } from "~/lib/radiology-form";
import { opsProhealthSchema } from "~/lib/prohealth-form";
import type { CentreDeskWords } from "./CentreDesk";

interface CentreDesk {
  words: CentreDeskWords;
  list(db: DB): Promise<CentreDeskRow[]>;
  checkIn(db: DB, opsAccountId: number, orderId: number): Promise<unknown>;
  done(db: DB, opsAccountId: number, orderId: number): Promise<unknown>;
  uploadReport(db: DB, opsAccountId: number, orderId: number, bytes: Uint8Array): Promise<unknown>;
  notPdfMessage: string;
  /** The form: check-in, the kind's done step, or the report. */
  schema: typeof opsRadiologySchema | typeof opsProhealthSchema;
}

const DESKS = {
  radiology: {
    words: {
      path: "/ops/radiology",
      title: "Radiology appointments",
      headingId: "radiology-heading",
      columns: { order: "Order", centre: "Centre", what: "Scans" },
      done: { intent: "scan-done", label: "Scan done" },
      empty: "No radiology appointments waiting.",
    },
    list: listRadiologyAppointments,
    checkIn: (db, ops, id) => moveRadiologyAppointment(db, ops, id, "CHECKED_IN"),
    done: (db, ops, id) => moveRadiologyAppointment(db, ops, id, "SCAN_DONE"),
    uploadReport: uploadRadiologyReport,
    notPdfMessage: REPORT_NOT_PDF_MESSAGE,
    schema: opsRadiologySchema,
  },
  prohealth: {
    words: {
      path: "/ops/prohealth",
      title: "Health-check appointments",
      headingId: "prohealth-heading",
      columns: { order: "Appointment", centre: "Hospital or clinic", what: "Package" },
      done: { intent: "complete", label: "Health check done" },
      empty: "No health-check appointments waiting.",
    },
    list: listProhealthOpsAppointments,
    checkIn: (db, ops, id) => moveProhealthAppointment(db, ops, id, "CHECKED_IN"),
    done: (db, ops, id) => moveProhealthAppointment(db, ops, id, "COMPLETED"),
    uploadReport: uploadProhealthReport,
    notPdfMessage: PROHEALTH_REPORT_NOT_PDF_MESSAGE,
    schema: opsProhealthSchema,
  },
} satisfies Record<string, CentreDesk>;

export type CentreDeskName = keyof typeof DESKS;

export async function centreDeskLoader(request: Request, name: CentreDeskName) {
  await requireOpsUser(request);
  const desk: CentreDesk = DESKS[name];
  const { db } = await getServices();
  return data({ words: desk.words, appointments: await desk.list(db) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function centreDeskAction(request: Request, name: CentreDeskName) {
  const ops = await requireOpsUser(request);
  const desk: CentreDesk = DESKS[name];
  const submission = await parseForm(request, desk.schema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  const { intent, orderId, report } = submission.value;
  try {
    if (intent === "check-in") await desk.checkIn(db, ops.accountId, orderId);
    else if (intent === desk.words.done.intent) await desk.done(db, ops.accountId, orderId);
    else {
      if (!report || !report.size) return replyWithErrors(submission, { fieldErrors: { report: desk.notPdfMessage }, formError: desk.notPdfMessage });
      await desk.uploadReport(db, ops.accountId, orderId, new Uint8Array(await report.arrayBuffer()));
    }
  } catch (e) {
    if (e instanceof DomainError) return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  return redirect(desk.words.path);
}
