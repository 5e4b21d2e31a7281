/** /my-membership: the signed-in account's Circle membership — status, dates and the savings so far. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { myMembershipLoader, type MyMembershipData } from "~/features/membership/membership.server";
import { MyMembership } from "~/features/membership/MyMembership";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "My membership | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => myMembershipLoader(request);

export default function MyMembershipPage() {
  const data = useLoaderData<MyMembershipData>();
  return (
    <div className="account-page">
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / My membership</p>
      <h1 className="page-title">My membership</h1>
      <MyMembership data={data} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
