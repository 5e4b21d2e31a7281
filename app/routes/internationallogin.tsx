import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { signInAction } from "~/features/auth/sign-in.server";
import { clientIpOf } from "~/.server/request-state";
import { signInPageLoader } from "~/features/auth/login-route.server";
import { SignInForm } from "~/features/auth/SignInForm";
import { GoogleSignIn } from "~/features/auth/google/GoogleSignIn";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Sign in with an international number | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => signInPageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => signInAction(request, true, clientIpOf(context));

export default function InternationalLogin() {
  const { continueTo, google } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">Sign in with an international number</h1>
      <section className="account-card" aria-label="Sign in with your international mobile number">
        <SignInForm international continueTo={continueTo} />
        <GoogleSignIn continueTo={continueTo} google={google} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
