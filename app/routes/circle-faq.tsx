/** The CIRCLE FAQ page. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { TextPage } from "~/features/content/TextPage";
import { CIRCLE_FAQ } from "~/features/membership/circle-content";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Circle FAQs | Apollo 247" }, { name: "description", content: "Questions about the Circle membership: benefits, when they start, cancellation and refunds." }];

export default function CircleFaqPage() {
  return <TextPage title="Circle: frequently asked questions" sections={CIRCLE_FAQ.map((f) => ({ heading: f.question, paragraphs: [f.answer] }))} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
