import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { signInAction } from "~/features/auth/sign-in.server";
import { clientIpOf } from "~/.server/request-state";
import { signInPageLoader } from "~/features/auth/login-route.server";
import { SignInForm } from "~/features/auth/SignInForm";
import { GoogleSignIn } from "~/features/auth/google/GoogleSignIn";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Sign in | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => signInPageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => signInAction(request, false, clientIpOf(context));

export default function Login() {
  const { continueTo, google } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">Sign in</h1>
      <section className="account-card" aria-label="Sign in with your mobile number">
        <p>Sign in with your mobile number to book tests and manage your family's profiles.</p>
        <SignInForm international={false} continueTo={continueTo} />
        <GoogleSignIn continueTo={continueTo} google={google} />
      </section>
      {continueTo?.startsWith("/health-records") ? (
        <p>No account yet? <Link to="/guest-health-records">Keep your health records on this device</Link> and save them to an account later.</p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
