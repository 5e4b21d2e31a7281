/** /health-tools: the calculators. */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { HEALTH_TOOL_PAGES } from "~/lib/health-tool-pages";
import siteStyles from "~/features/site/site.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: MetaFunction = () => [
  { title: "Health tools | Apollo 247" },
  { name: "description", content: "Free BMI, calories required, calories burnt and heart-risk calculators, with the formulas and their sources." },
];

export default function Route() {
  return (
    <ContentPage title="Health tools" lead="Quick calculators, each with its formula and source.">
      <ul className="topic-cards">
        {HEALTH_TOOL_PAGES.map((t) => (
          <li key={t.path}>
            <Link to={t.path} className="topic-card">
              <span className="topic-card-title">{t.title}</span>
              <span className="topic-card-summary">{t.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
