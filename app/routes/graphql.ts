/** The GraphQL API (graphql-yoga) as a Remix resource route. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getYoga } from "~/.server/graphql/yoga";
import { isCrossSiteWrite } from "~/lib/same-origin";

export const loader = ({ request }: LoaderFunctionArgs) => getYoga().fetch(request, {});

export const action = ({ request }: ActionFunctionArgs) => {
  // Also refused in server.mjs; repeated here so the dev server (no server.mjs) behaves the same.
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host)) {
    return new Response("Cross-site request refused", { status: 403 });
  }
  return getYoga().fetch(request, {});
};
