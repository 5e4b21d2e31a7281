/** Test detail page: /test-details/{itemId}. The same page as /lab-tests/{canonicalTag}, which is its canonical URL. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { loadItemPage } from "~/features/lab-tests/item-page.server";
import { itemMeta } from "~/features/lab-tests/item-meta";
import { ItemPage } from "~/features/lab-tests/ItemPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const itemId = Number(params.itemId);
  if (!/^\d{1,9}$/.test(params.itemId ?? "") || !Number.isSafeInteger(itemId)) throw new Response("Not found", { status: 404 });
  return loadItemPage(request, { key: { itemId }, lang: "en" }, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => itemMeta(data);

export default function TestDetailsPage() {
  return <ItemPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
