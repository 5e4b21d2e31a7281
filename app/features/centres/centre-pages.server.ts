/**
 * What the appointment pages of every centre kind (radiology orders, health-check appointments) share: ids from the
 * URL, "not found" for someone else's appointment as for none, the owner's report download, the choices for
 * rescheduling and the page's action (cancel or reschedule).
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import type { DB } from "~/.server/db/client";
import type { CentreSlotChoice } from "~/.server/domain/orders/centre-appointments";
import { centreAppointmentSchema } from "~/lib/centre-form";

export const notFoundResponse = () => new Response("Not found", { status: 404 });

/** Domain NOT_FOUND is a 404 page, the same for someone else's id as for none. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFoundResponse();
    throw e;
  }
}

export const positiveId = (s: string | null | undefined) => {
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n <= 0) throw notFoundResponse();
  return n;
};

/** The slots an appointment may move to, by date, for the page's picker; and why some are left out, if they are. */
export interface CentreRescheduleChoices {
  dates: { dateText: string; slots: { value: string; timeText: string }[] }[];
  note: string | null;
}

export function rescheduleChoicesOf(slots: CentreSlotChoice[], note: string | null = null): CentreRescheduleChoices {
  const byDate = new Map<string, CentreRescheduleChoices["dates"][number]>();
  for (const s of slots) {
    const date = byDate.get(s.slotDate) ?? { dateText: s.dateText, slots: [] };
    date.slots.push({ value: s.slotDateTimeInUTC, timeText: s.timeText });
    byDate.set(s.slotDate, date);
  }
  return { dates: [...byDate.values()], note };
}

/** The owner's report PDF as a download (404 for anyone else, and until it is ready). */
export async function centreReportDownload(request: Request, id: string | undefined, reportOfAccount: (db: DB, accountId: number, orderId: number) => Promise<{ bytes: Uint8Array | Buffer; contentType: string; fileName: string }>) {
  const user = await getSessionUser(request);
  if (!user) throw notFoundResponse();
  const { db } = await getServices();
  const report = await orNotFound(() => reportOfAccount(db, user.accountId, positiveId(id)));
  return new Response(new Uint8Array(report.bytes), {
    headers: {
      "content-type": report.contentType,
      "content-disposition": `attachment; filename="${report.fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** The appointment page's action: cancel (the kind's form) or reschedule, then back to the page. */
export async function centreAppointmentAction<C extends Parameters<typeof centreAppointmentSchema>[0]>(
  request: Request,
  id: string | undefined,
  kind: {
    cancelSchema: C;
    cancel(db: DB, accountId: number, orderId: number, reason: string | null): Promise<unknown>;
    reschedule(db: DB, accountId: number, orderId: number, slotDateTimeInUTC: string): Promise<unknown>;
    path(orderId: number): string;
  },
) {
  const user = await requireUser(request);
  const orderId = positiveId(id);
  const submission = await parseForm(request, centreAppointmentSchema(kind.cancelSchema));
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  const value = submission.value as { intent: "cancel"; reason?: string } | { intent: "reschedule"; slot: string };
  try {
    await orNotFound(() =>
      value.intent === "reschedule" ? kind.reschedule(db, user.accountId, orderId, value.slot) : kind.cancel(db, user.accountId, orderId, value.reason || null),
    );
  } catch (e) {
    if (e instanceof DomainError) return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  return redirect(kind.path(orderId));
}
