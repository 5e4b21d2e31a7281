/** About us. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { ABOUT } from "~/features/content/legal-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "About us | Apollo 247" }, { name: "description", content: "Apollo 247 brings lab tests with home sample collection, scans and doctor consultations to patients across India." }];

export default function Page() {
  return <TextPage title="About us" sections={ABOUT} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
