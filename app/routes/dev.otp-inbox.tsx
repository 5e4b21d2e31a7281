/** Outside production: the latest OTP sent to each number, so sign-in works on one machine without SMS. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { isProduction } from "~/.server/env";
import { devInbox } from "~/.server/providers/otp";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "OTP inbox (development) | Apollo 247" }, { name: "robots", content: "noindex" }];

export function loader() {
  if (isProduction()) throw new Response("Not found", { status: 404 });
  return { entries: devInbox().map((e) => ({ phone: e.phone, code: e.code, sentAt: new Date(e.sentAt).toISOString() })) };
}

export default function OtpInbox() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">OTP inbox</h1>
      <p>Codes sent by the local OTP sender, newest first. This page does not exist in production.</p>
      {entries.length === 0 ? (
        <p className="empty-state">No OTPs sent yet.</p>
      ) : (
        <table className="inbox-table">
          <thead><tr><th scope="col">Mobile number</th><th scope="col">OTP</th><th scope="col">Sent at (UTC)</th></tr></thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.phone} data-phone={e.phone}><td>{e.phone}</td><td data-otp>{e.code}</td><td>{e.sentAt}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
