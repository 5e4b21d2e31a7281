/** GET /api/card/v1/sbi-card/userStatus?mobileNumber= — the signed-in account's own card status: ctaText, subText, applicationRefNo, message, userStatus, screen. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCardUserStatus } from "~/.server/domain/credit-card/credit-card";
import { cardApi } from "~/features/credit-card/card-api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  // Keyed by the account's country code and number, never by what the request says.
  cardApi(request, "userStatus", { method: "GET", needsNumber: true }, async ({ user, services }) => (await getCardUserStatus(services.db, user.countryCode, user.mobileNumber)) ?? {});
