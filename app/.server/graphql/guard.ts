/** Shared by the account-scoped GraphQL modules: who is calling, and user-input errors as BAD_USER_INPUT. */
import { GraphQLError } from "graphql";
import { DomainError } from "../domain/errors";
import type { GraphQLContext } from "./context";

export function requireAccount(ctx: GraphQLContext): number {
  if (ctx.accountId === null) throw new GraphQLError("Please sign in", { extensions: { code: "UNAUTHENTICATED" } });
  return ctx.accountId;
}

/** Domain validation failures reach clients with the code they expect and every field's message. */
export async function withUserInput<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
      throw new GraphQLError(e.message, { extensions: { code: "BAD_USER_INPUT", ...(details?.fieldErrors ? { fieldErrors: details.fieldErrors } : {}) } });
    }
    throw e;
  }
}

export function toId(value: string | number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
  return n;
}
