/** POST /api/card/v1/sbi-card/submitData — saves the application's progress (the fields given); it can be resumed. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { saveApplicationData } from "~/.server/domain/credit-card/applications";
import { CardApiFailure, cardApi } from "~/features/credit-card/card-api.server";
import { cardInputOfBody, cardAnswer } from "~/features/credit-card/card-answers.server";

export const action = ({ request }: ActionFunctionArgs) =>
  cardApi(request, "submitData", { method: "POST", needsNumber: false }, async ({ user, services, body }) => {
    const saved = await saveApplicationData(services.db, user, cardInputOfBody(body));
    if (!saved.ok) throw new CardApiFailure(400, `not saved: ${Object.keys(saved.fieldErrors).join(", ") || saved.message}`);
    return cardAnswer(saved.application);
  });
