/**
 * The content service as a separate role. With CONTENT_SERVICE_URL set, a renderer instance asks another
 * instance's GraphQL API for `getContentfulScreenConfiguration` over HTTP, with a timeout; a network failure,
 * a timeout or an error answer throws, and the caller falls back (stale → CDN → bundled copy). Unset, the
 * configuration is read from this process's own database as before.
 */
import type { AppServices } from "../app-context";
import { env } from "../env";
import { currentRequestId } from "../log";
import { contentServiceDuration } from "../operability/metrics";
import { getContentfulScreenConfiguration, type ContentResponse } from "./store";

const QUERY = /* GraphQL */ `
  query ($screenName: String!, $screenView: String!, $segmentType: String) {
    getContentfulScreenConfiguration(screenName: $screenName, screenView: $screenView, segmentType: $segmentType) {
      code
      success
      response { screen_name segment_type screen_identifier version containers }
    }
  }
`;

export class ContentServiceError extends Error {}

async function fetchRemote(baseUrl: string, screenName: string, screenView: string, segment: string): Promise<ContentResponse> {
  const stop = contentServiceDuration.startTimer();
  try {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(currentRequestId() ? { "x-request-id": currentRequestId()! } : {}) },
      body: JSON.stringify({ query: QUERY, variables: { screenName, screenView, segmentType: segment } }),
      signal: AbortSignal.timeout(env().CONTENT_SERVICE_TIMEOUT_MS),
    });
    if (!res.ok) throw new ContentServiceError(`content service answered HTTP ${res.status}`);
    const body = (await res.json()) as { data?: { getContentfulScreenConfiguration?: ContentResponse }; errors?: { message: string }[] };
    const answer = body.data?.getContentfulScreenConfiguration;
    if (!answer) throw new ContentServiceError(`content service error: ${body.errors?.map((e) => e.message).join("; ") ?? "no data"}`);
    stop({ outcome: "ok" });
    return answer;
  } catch (e) {
    stop({ outcome: "error" });
    if (e instanceof ContentServiceError) throw e;
    throw new ContentServiceError(`content service unreachable: ${(e as Error).name === "TimeoutError" ? "timed out" : (e as Error).message}`);
  }
}

/** getContentfulScreenConfiguration, from the remote content service when one is configured. */
export function contentfulScreenConfiguration(
  services: Pick<AppServices, "db">,
  screenName: string,
  screenView: string,
  segment: string,
): Promise<ContentResponse> {
  const remote = env().CONTENT_SERVICE_URL;
  return remote ? fetchRemote(remote, screenName, screenView, segment) : getContentfulScreenConfiguration(services, screenName, screenView, segment);
}

/** Readiness: the content service's process answers (only when it is remote). */
export async function pingContentService(): Promise<"ok" | "local"> {
  const remote = env().CONTENT_SERVICE_URL;
  if (!remote) return "local";
  const res = await fetch(`${remote}/healthz`, { signal: AbortSignal.timeout(1000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return "ok";
}
