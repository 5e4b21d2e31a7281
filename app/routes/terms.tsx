/** Terms and conditions. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { TERMS, LAST_UPDATED } from "~/features/content/legal-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Terms and conditions | Apollo 247" }, { name: "description", content: "The terms that apply when you book lab tests, scans and consultations on Apollo 247." }];

export default function Page() {
  return <TextPage title="Terms and conditions" sections={TERMS} updated={LAST_UPDATED} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
