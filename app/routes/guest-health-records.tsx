/**
 * /guest-health-records: a visitor keeps health records on this device, and after signing in by OTP moves them into
 * a family member's records (platform §2, §6 "Guests: may use guest health records").
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { guestRecordsLoader } from "~/features/health-records/health-records.server";
import { GuestRecords } from "~/features/health-records/GuestRecords";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import accountStyles from "~/features/auth/accounts.css?url";
import recordStyles from "~/features/health-records/health-records.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: recordStyles }];
export const meta: MetaFunction = () => [{ title: "Health records on this device | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => guestRecordsLoader(request);

export default function GuestHealthRecords() {
  const { signedIn, patients, today } = useLoaderData<typeof loader>();
  return (
    <div className="account-page" data-section="Health Records">
      <h1 className="page-title">Health records on this device</h1>
      <p>
        Keep prescriptions, bills and reports on this device without an account. They stay in this browser only and are
        not sent anywhere until you sign in and save them to your account.
      </p>
      <noscript><p className="form-error">Keeping records on this device needs JavaScript. Sign in to upload them to your account instead.</p></noscript>
      <GuestRecords signedIn={signedIn} patients={patients} today={today} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
