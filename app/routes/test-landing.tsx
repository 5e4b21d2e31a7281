/** /test-landing: the lab-test landing page. Every count and price on it is read from the catalogue for the visitor's city. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getHealthTopics, getLandingData } from "~/features/content/content.server";
import { labPageViewer } from "~/features/lab-tests/page-viewer.server";
import { ContentEmpty } from "~/features/content/ContentPage";
import { formatPrice } from "~/lib/price";
import { withScreenFlag } from "~/lib/screen-flags";
import { useScreenUi } from "~/sdui/screen-ui";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await getServices();
  // Signed in, the page is the segment's (Circle is part of its key): members get member prices.
  const state = await getRequestState(request, context);
  const viewer = labPageViewer(state, state.location.cityId);
  const [landing, topics] = await Promise.all([getLandingData(db, state.location.cityId, viewer), getHealthTopics(db)]);
  return { ...landing, topics: topics.slice(0, 4), cityName: state.location.cityName };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Book Lab Tests at Home${data ? ` in ${data.cityName}` : ""} | Apollo 247` },
  { name: "description", content: "Home sample collection for lab tests and health checkup packages, with reports online." },
];

const STEPS = [
  ["Choose tests", "Search for a test or pick a health checkup package."],
  ["Pick a slot", "Choose who it is for, your address and a collection time."],
  ["Sample at home", "A trained phlebotomist collects the sample at your door."],
  ["Report online", "Download the report from My Account as soon as it is ready."],
] as const;

export default function TestLanding() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const { openModal } = useScreenUi();
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title" className="page-title">Lab tests at home in {data.cityName}</h1>
        <p>
          {data.testCount} tests and {data.packageCount} health checkup packages
          {data.lowestPackagePrice != null ? <>, packages from {formatPrice(data.lowestPackagePrice)}</> : null}. Free home sample collection on most orders.
        </p>
        <div className="landing-actions">
          <Link
            to={{ pathname: location.pathname, search: withScreenFlag(location.search, "search") }}
            className="btn-primary"
            onClick={(e) => {
              e.preventDefault();
              openModal("search");
            }}
          >
            Search tests
          </Link>
          <Link to="/lab-tests" className="btn-secondary">Browse all lab tests</Link>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="content-section">
        <h2 id="steps-title">How it works</h2>
        <ol className="landing-steps">
          {STEPS.map(([title, text]) => (
            <li key={title}><strong>{title}</strong><span>{text}</span></li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="packages-title" className="content-section">
        <h2 id="packages-title">Popular health checkups</h2>
        {data.packages.length ? (
          <ul className="landing-packages">
            {data.packages.map((p) => (
              <li key={p.url} className="landing-package">
                <Link to={p.url} className="landing-package-name">{p.name}</Link>
                <span className="landing-package-count">{p.testCount} tests included</span>
                <span className="landing-package-price">
                  <strong>{formatPrice(p.price)}</strong>
                  {p.mrp > p.price ? <s aria-label="MRP">{formatPrice(p.mrp)}</s> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <ContentEmpty>No health checkup packages are available in {data.cityName} right now.</ContentEmpty>
        )}
      </section>

      {data.topics.length ? (
        <nav aria-labelledby="topics-title" className="content-section">
          <h2 id="topics-title">Understand your tests</h2>
          <ul className="chip-list">
            {data.topics.map((t) => <li key={t.url}><Link to={t.url} className="chip-link">{t.title}</Link></li>)}
          </ul>
          <p><Link to="/lab-tests-queries">Questions about booking, collection and reports</Link></p>
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
