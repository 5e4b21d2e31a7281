import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut, signOutEverywhere } from "~/.server/session";

/** Sign out this device, or with intent=everywhere every device signed in to the account. */
export const action = async ({ request }: ActionFunctionArgs) => {
  // Whatever the body, a sign-out request signs out.
  const form = await request.formData().catch(() => null);
  return form?.get("intent") === "everywhere" ? signOutEverywhere(request, "/") : signOut(request, "/");
};
// Signing out changes state, so it is a POST only; a GET (a link, a prefetch) just goes home.
export const loader = () => redirect("/");
