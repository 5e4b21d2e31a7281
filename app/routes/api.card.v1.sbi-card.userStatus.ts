/** GET /api/card/v1/sbi-card/userStatus?mobileNumber= — a signed-in user may read only their own number's status. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { getCardUserStatus, isOwnNumber } from "~/.server/domain/credit-card/credit-card";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return Response.json({ error: "UNAUTHENTICATED" }, { status: 401, headers: PRIVATE });
  const requested = new URL(request.url).searchParams.get("mobileNumber") ?? "";
  if (!isOwnNumber(requested, user)) return Response.json({ error: "FORBIDDEN" }, { status: 403, headers: PRIVATE });
  // Keyed by the account's country code and number, never by what the request says.
  const status = await getCardUserStatus((await getServices()).db, user.countryCode, user.mobileNumber);
  return Response.json(status ?? {}, { headers: PRIVATE });
}
