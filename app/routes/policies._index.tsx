/** /policies: the spec's policy sections (Corporate Disclosures, Health Records, Covid19 Kavach, Other Policies). */
import type { MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { POLICY_SECTIONS } from "~/features/content/policy-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Policies | Apollo 247" }, { name: "description", content: "Corporate disclosures, health records, COVID-19 testing and our other policies." }];

export default function Page() {
  return (
    <ContentPage title="Policies">
      <ul className="content-list" aria-label="Policy sections">
        {POLICY_SECTIONS.map((p) => (
          <li key={p.slug}>
            <h2><Link to={`/policies/${p.slug}`}>{p.name}</Link></h2>
            <p>{p.summary}</p>
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
