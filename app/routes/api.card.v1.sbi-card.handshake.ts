/** POST /api/card/v1/sbi-card/handshake?mobileNumber= (body mobileNumber) — the bank's KYC step; activates an approved card. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { cardHandshake } from "~/.server/domain/credit-card/applications";
import { cardBankProvider } from "~/.server/domain/credit-card/bank-provider";
import { CardApiFailure, cardApi } from "~/features/credit-card/card-api.server";
import { cardAnswer } from "~/features/credit-card/card-answers.server";

export const action = ({ request }: ActionFunctionArgs) =>
  cardApi(request, "handshake", { method: "POST", needsNumber: true }, async ({ user, services }) => {
    const done = await cardHandshake(services.db, user, cardBankProvider());
    if (!done.ok) throw new CardApiFailure(409, "no approved application");
    return { ...cardAnswer(done.application), cardActivated: done.application.status === "CARD_ACTIVE" };
  });
