/** /symptom-checker: the good-doctor flow's how_to_use_gd step. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { howToUseLoader, type HowToUseData } from "~/features/symptom-checker/symptom-checker.server";
import { HowToUse } from "~/features/symptom-checker/HowToUse";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => howToUseLoader(request);

export default function Route() {
  return <HowToUse data={useLoaderData<HowToUseData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
