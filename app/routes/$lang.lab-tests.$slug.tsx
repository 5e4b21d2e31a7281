/** Language-prefixed item page: /{lang}/lab-tests/{nameSlug} (Hindi: /hi/…). English lives at /lab-tests/{nameSlug}. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { loadItemBySlug } from "~/features/lab-tests/item-route.server";
import { itemMeta } from "~/features/lab-tests/item-meta";
import { ItemPage } from "~/features/lab-tests/ItemPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import browseStyles from "~/features/lab-tests/lab-tests.css?url";
import { PREFIXED_LANGUAGES } from "~/i18n/resources";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = PREFIXED_LANGUAGES.find((l) => l === params.lang);
  if (!lang) throw new Response("Not found", { status: 404 });
  return loadItemBySlug(request, params.slug, lang, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => itemMeta(data);

export default function LanguageItemPage() {
  return <ItemPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
