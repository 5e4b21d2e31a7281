/** /faq: the site-wide frequently asked questions, with links to the lab-test and health query pages. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getFaqs, getQueryTopics } from "~/features/content/content.server";
import { ContentEmpty, ContentPage } from "~/features/content/ContentPage";
import { FaqList, FaqStructuredData } from "~/features/content/FaqList";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader() {
  const { db } = await getServices();
  const [faqs, labTopics, healthTopics] = await Promise.all([
    getFaqs(db, "faq", ""),
    getQueryTopics(db, "lab-tests-queries"),
    getQueryTopics(db, "health-queries"),
  ]);
  return { faqs, labTopics, healthTopics };
}

export const meta: MetaFunction = () => [
  { title: "Frequently asked questions | Apollo 247" },
  { name: "description", content: "Answers about signing in, family profiles, orders and reports, Circle membership, location and privacy." },
];

export default function FaqPage() {
  const { faqs, labTopics, healthTopics } = useLoaderData<typeof loader>();
  return (
    <ContentPage title="Frequently asked questions">
      <FaqStructuredData faqs={faqs} />
      {faqs.length ? <FaqList faqs={faqs} /> : <ContentEmpty>There are no questions here yet.</ContentEmpty>}
      <nav aria-labelledby="more-questions" className="content-section">
        <h2 id="more-questions">More questions</h2>
        <ul className="chip-list">
          <li><Link to="/lab-tests-queries" className="chip-link">Lab test booking</Link></li>
          {labTopics.map((t) => <li key={t.topic}><Link to={`/lab-tests-queries/${t.topic}`} className="chip-link">{t.title}</Link></li>)}
          <li><Link to="/health-queries" className="chip-link">Health questions</Link></li>
          {healthTopics.map((t) => <li key={t.topic}><Link to={`/health-queries/${t.topic}`} className="chip-link">{t.title}</Link></li>)}
        </ul>
      </nav>
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
