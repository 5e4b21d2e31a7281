/** /apollo-sbi-credit-card/form: the card application; saves progress (submitData) and resumes, then submits. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { cardFormAction, cardFormLoader } from "~/features/credit-card/card-pages.server";
import { CardFormPage } from "~/features/credit-card/CardPages";
import accountStyles from "~/features/auth/accounts.css?url";
import membershipStyles from "~/features/membership/membership.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }, { rel: "stylesheet", href: membershipStyles }];
export const meta: MetaFunction = () => [{ title: "Apply for the Apollo SBI Card | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => cardFormLoader(request);
export const action = ({ request }: ActionFunctionArgs) => cardFormAction(request);
export default CardFormPage;
export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
