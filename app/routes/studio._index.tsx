/** The studio: every screen × view × segment with its live version, draft and scheduled publishes. */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError, useSearchParams } from "@remix-run/react";
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
  const { user, screens: all, audit } = useLoaderData<typeof loader>();
  // The search is in the address (?q=), so it survives a reload and the back button returns to it.
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const screens = all.filter((s) => words.every((w) => `${s.screenName} ${s.screenView} ${s.segment}`.toLowerCase().includes(w)));
  return (
    <div className="studio">
      <h1 className="page-title">Content studio</h1>
      <p>
        Signed in as {user.name} ({user.role}).
      </p>
      <Form method="get" role="search" className="studio-search">
        <label>
          Search screens
          <input
            type="search"
            name="q"
            defaultValue={query}
            placeholder="Screen, view or segment"
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true, preventScrollReset: true })}
          />
        </label>
      </Form>
      <p className="studio-hint" role="status" aria-live="polite">
        {query ? `${screens.length} of ${all.length} screens match “${query}”` : `${all.length} screens`}
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
