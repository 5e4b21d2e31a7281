/** The GraphQL API (graphql-yoga) as a Remix resource route. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getYoga } from "~/.server/graphql/yoga";
import { isCorsAllowedOrigin } from "~/.server/cors";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { contentApiBodyLimit } from "~/.server/content/api-token";

/** The largest operation body accepted; real operations are a few kilobytes. */
export const GRAPHQL_MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => Response.json({ errors: [{ message: "Request body too large" }] }, { status: 413 });

/** The request with its body read up to the cap (also when no Content-Length is sent), or null past it. */
async function withCappedBody(request: Request): Promise<Request | null> {
  const limit = contentApiBodyLimit(request.headers) ?? GRAPHQL_MAX_BODY_BYTES;
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) return null;
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks), signal: request.signal });
}

export const loader = ({ request }: LoaderFunctionArgs) => getYoga().fetch(request, {});

export const action = async ({ request }: ActionFunctionArgs) => {
  // Also refused in server.mjs; repeated here so the dev server (no server.mjs) behaves the same.
  const origin = request.headers.get("origin");
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host) && !isCorsAllowedOrigin(origin)) {
    return new Response("Cross-site request refused", { status: 403 });
  }
  const capped = await withCappedBody(request);
  return capped ? getYoga().fetch(capped, {}) : tooLarge();
};
