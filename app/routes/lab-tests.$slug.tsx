/** Item page: /lab-tests/{nameSlug} and /lab-tests/{nameSlug}-l-{location}-c-{city} (?source= is for analytics). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { loadItemBySlug } from "~/features/lab-tests/item-route.server";
import { itemMeta } from "~/features/lab-tests/item-meta";
import { ItemPage } from "~/features/lab-tests/ItemPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadItemBySlug(request, params.slug, "en", context);

export const meta: MetaFunction<typeof loader> = ({ data }) => itemMeta(data);

export default function LabTestItemPage() {
  return <ItemPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
