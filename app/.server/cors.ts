/**
 * Cross-origin access to /graphql. None by default: a page on another origin — even one on the same site,
 * which the browser sends the SameSite=Lax session cookie to — can neither read a response nor send a
 * credentialed write. API clients that need it are listed in CORS_ALLOWED_ORIGINS (exact origins).
 */
import { env } from "./env";

export function isCorsAllowedOrigin(origin: string | null | undefined): boolean {
  return !!origin && env().CORS_ALLOWED_ORIGINS.includes(origin);
}

/** graphql-yoga's per-request CORS answer: headers only for an allow-listed origin. */
type CorsAnswer = false | { origin: string[]; credentials: boolean; methods: string[]; allowedHeaders: string[]; maxAge: number };

export function graphqlCors(request: Request): CorsAnswer {
  const origin = request.headers.get("origin");
  if (!isCorsAllowedOrigin(origin)) return false;
  return {
    origin: [origin!],
    credentials: true,
    methods: ["GET", "POST"],
    allowedHeaders: ["content-type", "authorization"],
    maxAge: 600,
  };
}
