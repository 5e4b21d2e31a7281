/** Refund policy. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { REFUND_POLICY, LAST_UPDATED } from "~/features/content/legal-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Refund policy | Apollo 247" }, { name: "description", content: "Cancellations, refunds, rejected samples and failed payments on Apollo 247 lab test orders." }];

export default function Page() {
  return <TextPage title="Refund policy" sections={REFUND_POLICY} updated={LAST_UPDATED} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
