/** /health-queries/{sub}: query (FAQ) content. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { loadQueryPage } from "~/features/content/query-loader.server";
import { QueryPage, queryPageMeta } from "~/features/content/QueryPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader({ params }: LoaderFunctionArgs) {
  return loadQueryPage("health-queries", params.sub);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => queryPageMeta(data);

export default function Page() {
  return <QueryPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
