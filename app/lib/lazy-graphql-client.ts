/**
 * The page's GraphQL client, loaded on first use: @urql/core (~10 KB gzip) is fetched with a dynamic import when a
 * component actually makes a GraphQL call, so it stays out of every page's first-load JavaScript. Calls look like
 * urql's (`client.query(doc, vars).toPromise()`), and the UNAUTHENTICATED sign-out works as before.
 */
import type { AnyVariables, Client, DocumentInput, OperationContext, OperationResult } from "@urql/core";
import type { TypedDocumentString } from "~/graphql/generated/graphql";

/** A document from the generated `graphql()` (its text, typed with its result and variables), or a plain one. */
export type GraphqlDocument<Data, Variables extends AnyVariables> = TypedDocumentString<Data, Variables> | DocumentInput<Data, Variables>;

export interface PendingResult<Data, Variables extends AnyVariables> {
  toPromise(): Promise<OperationResult<Data, Variables>>;
}

export interface LazyGraphqlClient {
  query<Data = unknown, Variables extends AnyVariables = AnyVariables>(
    query: GraphqlDocument<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): PendingResult<Data, Variables>;
  mutation<Data = unknown, Variables extends AnyVariables = AnyVariables>(
    query: GraphqlDocument<Data, Variables>,
    variables: Variables,
    context?: Partial<OperationContext>,
  ): PendingResult<Data, Variables>;
}

export function lazyGraphqlClient(onUnauthenticated: () => void, load: () => Promise<Client> = defaultLoad(onUnauthenticated)): LazyGraphqlClient {
  let client: Promise<Client> | null = null;
  const get = () => {
    client ??= load().catch((e) => {
      // A failed chunk download (offline) is retried on the next call rather than remembered.
      client = null;
      throw e;
    });
    return client;
  };
  return {
    query: (query, variables, context) => ({ toPromise: () => get().then((c) => c.query(text(query), variables, context).toPromise()) }),
    mutation: (query, variables, context) => ({ toPromise: () => get().then((c) => c.mutation(text(query), variables, context).toPromise()) }),
  };
}

/** urql takes the generated documents as their text (they are String objects, not parsed documents). */
function text<Data, Variables extends AnyVariables>(doc: GraphqlDocument<Data, Variables>): DocumentInput<Data, Variables> {
  return typeof doc === "object" && doc instanceof String ? doc.toString() : (doc as DocumentInput<Data, Variables>);
}

function defaultLoad(onUnauthenticated: () => void) {
  return () => import("./graphql-client").then((m) => m.createGraphqlClient(onUnauthenticated));
}
