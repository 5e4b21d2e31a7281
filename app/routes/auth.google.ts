/** GET /auth/google: starts Google sign-in (404 when it is not configured). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { startGoogleSignIn } from "~/features/auth/google/google.server";

export const loader = ({ request }: LoaderFunctionArgs) => startGoogleSignIn(request);
