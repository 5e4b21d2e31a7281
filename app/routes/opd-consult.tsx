/** /opd-consult: clinic visits — doctors who see patients at a clinic or hospital. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { opdConsultLoader } from "~/features/consult/quick.server";
import { DoctorListing } from "~/features/consult/DoctorListing";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: "Book a clinic visit | Apollo 247" }, ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : [])];
export const loader = ({ request }: LoaderFunctionArgs) => opdConsultLoader(request);

export default function OpdConsult() {
  return <DoctorListing data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
