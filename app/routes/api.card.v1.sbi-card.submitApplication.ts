/** POST /api/card/v1/sbi-card/submitApplication — checks the whole application and the PAN, and asks the bank to decide. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { submitApplication } from "~/.server/domain/credit-card/applications";
import { cardBankProvider } from "~/.server/domain/credit-card/bank-provider";
import { CardApiFailure, cardApi } from "~/features/credit-card/card-api.server";
import { cardInputOfBody, cardAnswer } from "~/features/credit-card/card-answers.server";

export const action = ({ request }: ActionFunctionArgs) =>
  cardApi(request, "submitApplication", { method: "POST", needsNumber: false }, async ({ user, services, body }) => {
    const done = await submitApplication(services.db, user, cardBankProvider(), cardInputOfBody(body));
    if (!done.ok) throw new CardApiFailure(400, `not submitted: ${Object.keys(done.fieldErrors).join(", ") || done.message}`);
    return cardAnswer(done.application);
  });
