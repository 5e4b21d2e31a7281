/** /diagnostic-health-topics/{a}/{b}: a health-topic article ({a} its category, {b} its slug) with related tests priced for the city. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getHealthTopic, getHealthTopics, isSlug } from "~/features/content/content.server";
import { ContentPage } from "~/features/content/ContentPage";
import { formatPrice } from "~/lib/price";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSlug(params.a) || !isSlug(params.b)) throw new Response("Not found", { status: 404 });
  const { db } = await getServices();
  const state = await getRequestState(request);
  const topic = await getHealthTopic(db, params.a, params.b, state.location.cityId);
  if (!topic) throw new Response("Not found", { status: 404 });
  const more = (await getHealthTopics(db)).filter((t) => t.slug !== topic.slug).slice(0, 4);
  return { topic, more, cityName: state.location.cityName };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.topic.title} | Apollo 247` }, { name: "description", content: data.topic.summary }]
    : [{ title: "Health topic not found | Apollo 247" }];

export default function HealthTopicPage() {
  const { topic, more, cityName } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={topic.title} crumbs={[{ to: "/health-queries", label: "Health queries" }]} lead={topic.summary}>
      {topic.body.map((s) => (
        <section key={s.heading} className="content-section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
      <p className="content-note">This article is general information, not medical advice. Talk to your doctor about your results.</p>
      {topic.relatedTests.length ? (
        <section aria-labelledby="related-title" className="content-section">
          <h2 id="related-title">Related tests in {cityName}</h2>
          <ul className="related-tests">
            {topic.relatedTests.map((t) => (
              <li key={t.url}>
                <Link to={t.url}>{t.name}</Link> <span className="related-price">{formatPrice(t.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.length ? (
        <nav aria-labelledby="more-title" className="content-section">
          <h2 id="more-title">More health topics</h2>
          <ul className="chip-list">
            {more.map((t) => (
              <li key={t.url}><Link to={t.url} className="chip-link">{t.title}</Link></li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
