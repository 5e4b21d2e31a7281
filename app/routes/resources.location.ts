/** Sets the location (city, pincode) every configured screen uses, from a pincode. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { locationForPincode } from "~/.server/domain/location";
import { LOCATION_COOKIE, serializeLocation } from "~/lib/location";
import { isProduction } from "~/.server/env";

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const pincode = String(form.get("pincode") ?? "").trim();
  const { db } = await getServices();
  const result = await locationForPincode(db, pincode);
  if (!result.ok) return Response.json({ ok: false, error: result.error }, { status: 400 });
  const cookie = [
    `${LOCATION_COOKIE}=${serializeLocation(result.location)}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${60 * 60 * 24 * 365}`,
    isProduction() ? "Secure" : "",
  ].filter(Boolean).join("; ");
  return Response.json({ ok: true, location: result.location }, { headers: { "Set-Cookie": cookie } });
}

export const loader = () => new Response("Method Not Allowed", { status: 405 });
