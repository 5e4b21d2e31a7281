/** Typed outcomes thrown by domain code and mapped once to GraphQL errors / HTTP statuses. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: "BAD_REQUEST" | "NOT_FOUND" | "FORBIDDEN" | "UNAUTHENTICATED",
    readonly details?: unknown,
  ) {
    super(message);
  }
}
export const badRequest = (msg: string, details?: unknown) => new DomainError(msg, "BAD_REQUEST", details);
export const notFound = (msg = "Not found") => new DomainError(msg, "NOT_FOUND");
export const forbidden = (msg = "Forbidden") => new DomainError(msg, "FORBIDDEN");
export const unauthenticated = (msg = "Please sign in") => new DomainError(msg, "UNAUTHENTICATED");
