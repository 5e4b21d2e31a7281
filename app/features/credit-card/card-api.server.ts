/**
 * The /api/card/v1/sbi-card/* calls (platform document §7). The spec's client swallows failures and uses an empty
 * object, so every failure answers `{}` (with its HTTP status) and is logged with the request id, in our words:
 * never the PAN, the income or anything else the applicant sent. Every call needs a session, and one that names
 * a mobile number (query or body) must name the signed-in account's own; cross-site posts are refused.
 */
import crypto from "node:crypto";
import { getServices, type AppServices } from "~/.server/app-context";
import { getSessionUser, type SessionUser } from "~/.server/session";
import { isOwnNumber } from "~/.server/domain/credit-card/credit-card";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { currentRequestId, log } from "~/.server/log";
import { CardBankError } from "~/.server/providers/card-bank-http";

export class CardApiFailure extends Error {
  constructor(
    readonly status: number,
    /** Ours, for the log: what went wrong, never what was sent. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface CardApiContext {
  user: SessionUser;
  services: AppServices;
  url: URL;
  /** The JSON body of a POST (an object), {} for a GET. */
  body: Record<string, unknown>;
}

const MAX_BODY = 16 * 1024;

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "HEAD") return {};
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw new CardApiFailure(415, "body is not application/json");
  }
  const text = await request.text();
  if (text.length > MAX_BODY) throw new CardApiFailure(413, "body too large");
  if (!text.trim()) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new CardApiFailure(400, "body is not JSON");
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw new CardApiFailure(400, "body is not a JSON object");
  return v as Record<string, unknown>;
}

/** Runs one card call; `needsNumber`: the spec's call takes mobileNumber, which must then be given. */
export async function cardApi(
  request: Request,
  endpoint: string,
  opts: { method: "GET" | "POST"; needsNumber: boolean },
  handler: (ctx: CardApiContext) => Promise<object>,
): Promise<Response> {
  const requestId = currentRequestId() ?? crypto.randomUUID();
  const headers = { "Cache-Control": "private, no-store", "x-request-id": requestId };
  try {
    if (request.method !== opts.method) throw new CardApiFailure(405, `method ${request.method} not allowed`);
    const url = new URL(request.url);
    if (isCrossSiteWrite(request.method, request.headers, url.host)) throw new CardApiFailure(403, "cross-site request");
    const user = await getSessionUser(request);
    if (!user) throw new CardApiFailure(401, "not signed in");
    const body = await readJsonBody(request);
    const asked = [url.searchParams.get("mobileNumber"), typeof body.mobileNumber === "string" ? body.mobileNumber : null].filter((n): n is string => n != null);
    if (opts.needsNumber && asked.length === 0) throw new CardApiFailure(400, "mobileNumber missing");
    if (body.mobileNumber !== undefined && typeof body.mobileNumber !== "string") throw new CardApiFailure(400, "mobileNumber is not text");
    if (asked.some((n) => !isOwnNumber(n, user))) throw new CardApiFailure(403, "mobileNumber is not the signed-in account's");
    const result = await handler({ user, services: await getServices(), url, body });
    return Response.json(result, { headers });
  } catch (e) {
    const failure = e instanceof CardApiFailure ? e : e instanceof CardBankError ? new CardApiFailure(502, e.message) : null;
    const status = failure?.status ?? 500;
    // Unexpected errors are logged by name only: their messages may quote what was sent.
    log[status >= 500 ? "error" : "warn"]({ event: "CARD_API_FAILED", requestId, endpoint, status, reason: failure?.reason ?? (e as Error)?.name ?? "error" });
    return Response.json({}, { status, headers });
  }
}

/** A text field of the body, or undefined when absent; anything but text is refused. */
export function bodyText(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return v ? "true" : "";
  if (typeof v !== "string") throw new CardApiFailure(400, `${key} is not text`);
  return v.slice(0, 200);
}
