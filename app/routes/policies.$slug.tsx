/** /policies/{slug}: one of the spec's policy sections. An unknown section is a 404. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { POLICY_SECTIONS, POLICY_UPDATED, policyOfSlug } from "~/features/content/policy-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export function loader({ params }: LoaderFunctionArgs) {
  const policy = policyOfSlug(params.slug);
  if (!policy) throw new Response("Not found", { status: 404 });
  return { slug: policy.slug };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const policy = policyOfSlug(data?.slug);
  return policy ? [{ title: `${policy.name} | Apollo 247` }, { name: "description", content: policy.summary }] : [{ title: "Page not found | Apollo 247" }];
};

export default function Page() {
  const policy = policyOfSlug(useLoaderData<typeof loader>().slug)!;
  return (
    <ContentPage title={policy.name} crumbs={[{ to: "/policies", label: "Policies" }]} lead={<>Last updated {POLICY_UPDATED}</>}>
      {policy.sections.map((s) => (
        <section key={s.heading} className="content-section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
      {policy.links ? (
        <section className="content-section" aria-labelledby="policy-links">
          <h2 id="policy-links">More policies</h2>
          <ul>{policy.links.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}</ul>
        </section>
      ) : null}
      <nav aria-label="Policy sections" className="content-section">
        <h2>Policy sections</h2>
        <ul>
          {POLICY_SECTIONS.map((p) => (
            <li key={p.slug}><Link to={`/policies/${p.slug}`} aria-current={p.slug === policy.slug ? "page" : undefined}>{p.name}</Link></li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
