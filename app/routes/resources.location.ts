/**
 * Sets the location (city, pincode) every configured screen uses: from a pincode (manual entry) or from
 * the browser's coordinates (auto detect).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { locationForCoordinates, locationForPincode } from "~/.server/domain/location/location";
import { LOCATION_COOKIE, serializeLocation, type UserLocation } from "~/lib/location";
import { isProduction } from "~/.server/env";
import { readForm } from "~/.server/form";

const number = (v: FormDataEntryValue | null) => (v == null || v === "" ? Number.NaN : Number(v));

function locationCookie(location: UserLocation) {
  return [
    `${LOCATION_COOKIE}=${serializeLocation(location)}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${60 * 60 * 24 * 365}`,
    isProduction() ? "Secure" : "",
  ].filter(Boolean).join("; ");
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { db } = await getServices();
  const result =
    form.get("intent") === "detect"
      ? await locationForCoordinates(db, number(form.get("latitude")), number(form.get("longitude")))
      : { ...(await locationForPincode(db, String(form.get("pincode") ?? "").trim())), fallback: false };
  if (!result.ok) return Response.json({ ok: false, error: result.error }, { status: 400 });
  return Response.json(
    { ok: true, location: result.location, fallback: result.fallback },
    { headers: { "Set-Cookie": locationCookie(result.location) } },
  );
}

export const loader = () => new Response("Method Not Allowed", { status: 405 });
