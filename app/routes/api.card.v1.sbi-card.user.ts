/** GET /api/card/v1/sbi-card/user?mobileNumber= — the signed-in applicant's saved application (PAN masked, income never). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApplication } from "~/.server/domain/credit-card/applications";
import { cardApi } from "~/features/credit-card/card-api.server";
import { cardAnswer } from "~/features/credit-card/card-answers.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  cardApi(request, "user", { method: "GET", needsNumber: true }, async ({ user, services }) => {
    const application = await getApplication(services.db, user.accountId);
    return { mobileNumber: `${user.countryCode}${user.mobileNumber}`, application: application ? cardAnswer(application) : null };
  });
