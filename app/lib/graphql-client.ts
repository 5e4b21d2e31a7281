/**
 * The browser's GraphQL client (@urql/core): same-origin /graphql with the session cookie and the spec's
 * x-app-os=web header. "When the server returns an UNAUTHENTICATED error, a callback runs that handles
 * sign-out."
 */
import { Client, fetchExchange, mapExchange, type Exchange } from "@urql/core";
import { hasUnauthenticatedError } from "./sign-in-state";

export function unauthenticatedExchange(onUnauthenticated: () => void): Exchange {
  return mapExchange({
    onResult(result) {
      const errors = result.error?.graphQLErrors;
      if (hasUnauthenticatedError(errors)) onUnauthenticated();
      return result;
    },
  });
}

export function createGraphqlClient(onUnauthenticated: () => void, fetchImpl?: typeof fetch): Client {
  return new Client({
    url: "/graphql",
    exchanges: [unauthenticatedExchange(onUnauthenticated), fetchExchange],
    fetch: fetchImpl,
    fetchOptions: { credentials: "same-origin", headers: { "x-app-os": "web" } },
    requestPolicy: "network-only",
    preferGetMethod: false,
  });
}
