/** Outside production: emails the local email sender kept (company-email codes), so registration works on one machine. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { isProduction } from "~/.server/env";
import { devEmailInbox } from "~/.server/providers/email";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Email inbox (development) | Apollo 247" }, { name: "robots", content: "noindex" }];

export function loader() {
  if (isProduction()) throw new Response("Not found", { status: 404 });
  return { entries: devEmailInbox().map((e) => ({ to: e.to, subject: e.subject, text: e.text, sentAt: new Date(e.sentAt).toISOString() })) };
}

export default function EmailInbox() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <h1 className="page-title">Email inbox</h1>
      <p>Emails sent by the local email sender, newest first. This page does not exist in production.</p>
      {entries.length === 0 ? (
        <p className="empty-state">No emails sent yet.</p>
      ) : (
        <table className="inbox-table">
          <thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent at (UTC)</th></tr></thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.to}-${e.sentAt}`} data-to={e.to}><td>{e.to}</td><td data-subject>{e.subject}</td><td>{e.sentAt}</td></tr>
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
