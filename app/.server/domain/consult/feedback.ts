/**
 * Consult feedback on the spec's scale (1 Poor · 2 Okay · 3 Good · 4 Great) with the rating's follow-up answers.
 * Only the appointment's patient account rates it, once, after the consult has been held (its case sheet is
 * written or its time has come).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { CONSULT_KIND } from "./consult-kind";
import { FEEDBACK_ALREADY_GIVEN, feedbackLabelOf, type FeedbackInput } from "~/lib/case-sheet";

export const FEEDBACK_TOO_EARLY = "You can rate the consultation once it has taken place.";

export interface ConsultFeedback {
  rating: number;
  label: string;
  answers: string[];
  comment: string;
  createdAt: string;
}

async function ownAppointment(db: Kysely<Database>, accountId: number, appointmentId: number) {
  const row = await db
    .selectFrom("orders")
    .innerJoin("consult_details", "consult_details.order_id", "orders.id")
    .select(["orders.id", "orders.status", "consult_details.appointment_date_time_utc"])
    .where("orders.id", "=", appointmentId)
    .where("orders.kind", "=", CONSULT_KIND)
    .where("orders.account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  return row;
}

export async function feedbackOf(db: Kysely<Database>, accountId: number, appointmentId: number): Promise<ConsultFeedback | null> {
  await ownAppointment(db, accountId, appointmentId);
  const r = await db.selectFrom("consult_feedback").selectAll().where("order_id", "=", appointmentId).executeTakeFirst();
  if (!r) return null;
  return { rating: r.rating, label: feedbackLabelOf(r.rating) ?? "", answers: JSON.parse(r.answers) as string[], comment: r.comment, createdAt: r.created_at };
}

export async function saveFeedback(db: Kysely<Database>, accountId: number, appointmentId: number, input: FeedbackInput, now = new Date()): Promise<ConsultFeedback> {
  const a = await ownAppointment(db, accountId, appointmentId);
  const held = a.status === "COMPLETED" || (["CONFIRMED", "RESCHEDULED"].includes(a.status) && Date.parse(a.appointment_date_time_utc) <= now.getTime());
  if (!held) throw badRequest(FEEDBACK_TOO_EARLY);
  // One rating per consult: the primary key refuses a second one, however many submits race.
  const inserted = await db
    .insertInto("consult_feedback")
    .values({ order_id: appointmentId, account_id: accountId, rating: input.rating, answers: JSON.stringify(input.answers), comment: input.comment, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .returning("order_id")
    .executeTakeFirst();
  if (!inserted) throw badRequest(FEEDBACK_ALREADY_GIVEN);
  return (await feedbackOf(db, accountId, appointmentId))!;
}
