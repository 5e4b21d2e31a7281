import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/.server/session";

export const action = ({ request }: ActionFunctionArgs) => signOut(request, "/");
// Signing out changes state, so it is a POST only; a GET (a link, a prefetch) just goes home.
export const loader = () => redirect("/");
