/** /subscriptions: every plan the signed-in account holds or held. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { subscriptionsLoader, type SubscriptionsData } from "~/features/membership/membership.server";
import { PlanRow } from "~/features/membership/MyMembership";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "My subscriptions | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => subscriptionsLoader(request);

export default function SubscriptionsPage() {
  const { subscriptions } = useLoaderData<SubscriptionsData>();
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / My subscriptions</p>
      <h1 className="page-title">My subscriptions</h1>
      <section className="account-card" aria-label="Plans">
        {subscriptions.length ? (
          <ul className="account-links">{subscriptions.map((s) => <PlanRow key={s.id} s={s} />)}</ul>
        ) : (
          <div className="empty-state">
            <p>You have no plans yet.</p>
            <Link to="/circle-landing" className="btn-primary">Join Circle</Link>
          </div>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
