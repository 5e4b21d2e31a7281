/** Item page for a city: /lab-tests/{canonicalName}/{city}, the city as an id or a name ("hyderabad"). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { isSlug, loadItemPage } from "~/features/lab-tests/item-page.server";
import { itemMeta } from "~/features/lab-tests/item-meta";
import { ItemPage } from "~/features/lab-tests/ItemPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { slug, city } = params;
  if (!isSlug(slug) || !isSlug(city)) throw new Response("Not found", { status: 404 });
  return loadItemPage(request, {
    key: { canonicalTag: slug },
    lang: "en",
    cityParam: city,
    canonicalPath: (tag) => `/lab-tests/${tag}/${city}`,
  }, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => itemMeta(data);

export default function LabTestCityItemPage() {
  return <ItemPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
