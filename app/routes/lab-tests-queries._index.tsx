/** /lab-tests-queries: query (FAQ) content. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { loadQueryPage } from "~/features/content/query-loader.server";
import { QueryPage } from "~/features/content/QueryPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export async function loader() {
  return loadQueryPage("lab-tests-queries", undefined);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Questions and answers"} | Apollo 247` },
  { name: "description", content: data?.faqs[0]?.answer.slice(0, 160) ?? "Answers to common questions about lab tests and health checkups." },
];

export default function Page() {
  return <QueryPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
