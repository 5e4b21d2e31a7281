/** Privacy policy. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { PRIVACY, LAST_UPDATED } from "~/features/content/legal-texts";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Privacy policy | Apollo 247" }, { name: "description", content: "What personal and health data Apollo 247 collects, why, who it is shared with, and your rights." }];

export default function Page() {
  return <TextPage title="Privacy policy" sections={PRIVACY} updated={LAST_UPDATED} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
