/** /symptom-checker/main_flow?assessment=&step=: the questions, then the emergency advice or the result. */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { mainFlowLoader, mainFlowAction, type MainFlowData } from "~/features/symptom-checker/symptom-checker.server";
import { MainFlow } from "~/features/symptom-checker/MainFlow";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => mainFlowLoader(request);
export const action = ({ request }: ActionFunctionArgs) => mainFlowAction(request);

export default function Route() {
  return <MainFlow data={useLoaderData<MainFlowData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
