/** What the card calls answer about an application, and how they read one from a JSON body. */
import type { CardApplicationView } from "~/.server/domain/credit-card/applications";
import { PLAIN_FIELDS, type CardInput } from "~/lib/card-application";
import { bodyText } from "./card-api.server";

/** The body's application fields (text only; anything else is refused by bodyText). */
export function cardInputOfBody(body: Record<string, unknown>): CardInput {
  const input: CardInput = {};
  for (const f of [...PLAIN_FIELDS, "panNumber", "annualIncome", "consent"] as const) {
    const v = bodyText(body, f);
    if (v !== undefined) input[f] = v;
  }
  return input;
}

/** The application as a client sees it: PAN masked, income only as "given". */
export const cardAnswer = (a: CardApplicationView) => ({
  applicationRefNo: a.applicationRefNo,
  status: a.status,
  ...a.fields,
  panNumber: a.panMasked,
  annualIncomeProvided: a.incomeProvided,
  consent: a.consentGiven,
  reasons: a.reasons,
  creditLimit: a.creditLimit,
  updatedAt: a.updatedAt,
  submittedAt: a.submittedAt,
});
