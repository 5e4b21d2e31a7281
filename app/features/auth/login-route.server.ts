import { redirect } from "@remix-run/node";
import { getSessionUser } from "~/.server/session";
import { postLoginRedirect } from "~/lib/post-login-redirect";

/** A signed-in user opening a sign-in page goes where sign-in would have sent them. */
export async function signInPageLoader(request: Request) {
  const continueTo = new URL(request.url).searchParams.get("continue");
  if (await getSessionUser(request)) throw redirect(postLoginRedirect(continueTo));
  return { continueTo: continueTo && continueTo.length <= 500 ? continueTo : null };
}
