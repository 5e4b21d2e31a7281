/**
 * graphql-yoga, mounted as the Remix resource route /graphql. Hardened: depth, cost and alias limits
 * (graphql-armor), no introspection in production, errors masked except the typed ones we raise.
 */
import { createYoga, type Plugin } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, NoSchemaIntrospectionCustomRule } from "graphql";
import { DomainError } from "../domain/errors";
import { getSchema } from "./schema";
import { getServices } from "../app-context";
import { getSessionUser } from "../session";
import { isProduction } from "../env";
import { graphqlCors } from "../cors";
import type { GraphQLContext } from "./context";
import { log } from "../log";

export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000, maxDirectives: 20 };

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

let yoga: ReturnType<typeof createYoga<Record<string, unknown>, GraphQLContext>> | null = null;

export function getYoga() {
  if (!yoga) {
    yoga = createYoga<Record<string, unknown>, GraphQLContext>({
      schema: getSchema(),
      graphqlEndpoint: "/graphql",
      graphiql: !isProduction(),
      landingPage: false,
      // No cross-origin credentialed access unless the origin is allow-listed (yoga's default reflects any origin).
      cors: graphqlCors,
      // Expected client errors are not server faults: keep them out of the error log.
      logging: {
        debug: () => {},
        info: () => {},
        warn: (...args: unknown[]) => log.warn({ event: "GRAPHQL_SERVER_WARNING", detail: args.map(String).join(" ") }),
        error: (...args: unknown[]) => log.warn({ event: "GRAPHQL_SERVER_ERROR", detail: args.map(String).join(" ") }),
      },
      maskedErrors: {
        // Never the original message and stack of an unexpected error, local mode included.
        isDev: false,
        // Our typed domain errors reach the client with their message and code; anything else is masked.
        maskError(error: unknown, message: string, isDev?: boolean): Error {
          const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
          if (original instanceof DomainError) {
            return new GraphQLError(original.message, {
              nodes: error instanceof GraphQLError ? error.nodes : undefined,
              path: error instanceof GraphQLError ? error.path : undefined,
              extensions: { code: original.code, ...(original.details ? { details: original.details } : {}) },
            });
          }
          // Errors we raise on purpose (auth, validation, armor limits) carry their own code.
          if (original instanceof GraphQLError) return error as GraphQLError;
          log.warn({ event: "GRAPHQL_ERROR", message: String((original as Error)?.message ?? error) });
          return new GraphQLError(isDev ? String((original as Error)?.message ?? message) : message, {
            extensions: { code: "INTERNAL_SERVER_ERROR" },
          });
        },
      },
      plugins: [
        EnvelopArmorPlugin({
          maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
          maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
          costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
          maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
          maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
          blockFieldSuggestion: { enabled: isProduction() },
        }),
        ...(isProduction() ? [noIntrospection] : []),
      ],
      context: async ({ request }) => {
        const services = await getServices();
        const auth = request.headers.get("authorization");
        const bearerToken = auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : null;
        const user = await getSessionUser(request);
        return { ...services, request, accountId: user?.accountId ?? null, bearerToken } as GraphQLContext;
      },
    });
  }
  return yoga;
}
