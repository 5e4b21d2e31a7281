/** /symptom-checker/prev_consult?assessment=: doctors of the recommended specialty the patient saw before. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { prevConsultLoader, type PrevConsultData } from "~/features/symptom-checker/symptom-checker.server";
import { PrevConsult } from "~/features/symptom-checker/Booking";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker – Consulted before | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => prevConsultLoader(request);

export default function Route() {
  return <PrevConsult data={useLoaderData<PrevConsultData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
