/** GET /api/card/v1/sbi-card/userStatus?mobileNumber= — a signed-in user may read only their own status. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { getCardUserStatus } from "~/.server/domain/credit-card";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return Response.json({ error: "UNAUTHENTICATED" }, { status: 401 });
  const mobileNumber = new URL(request.url).searchParams.get("mobileNumber") ?? "";
  if (mobileNumber.replace(/^\+91/, "") !== user.mobileNumber.replace(/^\+91/, "")) {
    return Response.json({ error: "FORBIDDEN" }, { status: 403 });
  }
  const status = await getCardUserStatus((await getServices()).db, user.mobileNumber.replace(/^\+91/, ""));
  return Response.json(status ?? {}, { headers: { "Cache-Control": "private, no-store" } });
}
