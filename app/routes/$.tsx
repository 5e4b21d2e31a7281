/** Any unknown path: a real 404 status with the not-found page. */
import type { MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "./page-not-found";

export const meta: MetaFunction = () => [{ title: "Page not found | Apollo 247" }, { name: "robots", content: "noindex" }];

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default NotFoundPage;
