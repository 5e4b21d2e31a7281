/**
 * The Circle label every analytics event carries (Yes, No or Never), read from the account's subscriptions when the
 * event is recorded — not from the sign-in cookie, so a plan bought or refunded a minute ago is labelled right.
 */
import type { DB } from "../../db/client";
import { indiaDate } from "~/lib/india-date-time";
import { CIRCLE_PLAN_NAME, circleEventLabel, type CircleEventLabel } from "~/lib/circle-membership";

export async function circleEventLabelOfAccount(db: DB, accountId: number, now = new Date()): Promise<CircleEventLabel> {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["name", "status", "end_date as endDate"])
    .where("account_id", "=", accountId)
    .where("name", "=", CIRCLE_PLAN_NAME)
    .execute();
  return circleEventLabel(rows, indiaDate(now));
}
