/**
 * A GraphQL answer as the tests read it: `data` typed by the schema's own root fields (generated), so a test's
 * reads are checked against the API. A test that expects errors reads `errors` and leaves `data` alone.
 */
import type { Mutation, Query } from "~/.server/graphql/generated/resolvers-types";

export interface GqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: Record<string, string>; details?: unknown };
}

export interface GqlBody<Data = Query & Mutation> {
  data: Data;
  errors?: GqlError[];
}
