/** The studio: every screen × view × segment with its live version, draft and scheduled publishes. */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { listAudit } from "~/.server/content/audit";
import { screensOverview } from "~/.server/content/drafts";
import { StudioErrorBoundary } from "~/features/studio/StudioErrorBoundary";
import studioStyles from "~/features/studio/studio.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: studioStyles }];
export const meta: MetaFunction = () => [{ title: "Content studio | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStudioUser(request);
  const { db } = await getServices();
  return data(
    { user: { name: user.name, role: user.role }, screens: await screensOverview(db), audit: await listAudit(db, {}, 30) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS: Record<string, string> = { draft: "Draft", in_review: "In review", returned: "Returned", approved: "Approved" };

export default function StudioHome() {
  const { user, screens, audit } = useLoaderData<typeof loader>();
  return (
    <div className="studio">
      <h1 className="page-title">Content studio</h1>
      <p>
        Signed in as {user.name} ({user.role}).
      </p>
      <table className="studio-table">
        <caption>Screens</caption>
        <thead>
          <tr>
            <th scope="col">Screen</th>
            <th scope="col">View</th>
            <th scope="col">Segment</th>
            <th scope="col">Live version</th>
            <th scope="col">Draft</th>
            <th scope="col">Scheduled</th>
          </tr>
        </thead>
        <tbody>
          {screens.map((s) => (
            <tr key={`${s.screenName}/${s.screenView}/${s.segment}`}>
              <td>
                <Link to={`/studio/${s.screenName}/${s.screenView}/${s.segment}`} aria-label={`Edit ${s.screenName} ${s.screenView} ${s.segment}`}>
                  {s.screenName}
                </Link>
              </td>
              <td>{s.screenView}</td>
              <td>{s.segment}</td>
              <td>{s.liveVersion ?? "—"}</td>
              <td>{s.draftStatus ? `${STATUS[s.draftStatus] ?? s.draftStatus} (rev ${s.draftRevision})` : "—"}</td>
              <td>{s.scheduled || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="studio-activity">
        <h2 id="studio-activity">Recent activity</h2>
        {audit.length ? (
          <ul>
            {audit.map((a) => (
              <li key={a.id}>
                {new Date(a.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} — {a.actor} — {a.action}
                {a.screen_name ? ` — ${a.screen_name} ${a.screen_view} ${a.segment_type}` : ""}
                {a.detail ? ` (${a.detail})` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p>No activity yet.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <StudioErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
