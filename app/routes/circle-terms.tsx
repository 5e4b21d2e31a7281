/** The CIRCLE terms page. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { CIRCLE_TERMS_SECTIONS } from "~/features/membership/circle-content";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Circle terms and conditions | Apollo 247" }, { name: "description", content: "The terms of the Circle membership: no cancellation, refunds only at the management's discretion." }];

export default function CircleTermsPage() {
  return <TextPage title="Circle terms and conditions" sections={CIRCLE_TERMS_SECTIONS} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
