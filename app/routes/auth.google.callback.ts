/** GET /auth/google/callback: Google's answer; signs in, or asks for the mobile number to link the identity. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishGoogleSignIn } from "~/features/auth/google/google.server";

export const loader = ({ request }: LoaderFunctionArgs) => finishGoogleSignIn(request);
