/**
 * Which Host header values the app answers. A request for any other host gets 421 before anything is
 * rendered or cached (server.mjs), so a forged Host can neither steer server-side fetches nor reach the
 * rendered-HTML cache. Allowed: APP_ORIGIN's host, ALLOWED_HOSTS (a bare name matches any port), and the
 * loopback names on the app's own port (local use, health checks, the test and benchmark runs).
 */
import { env, type Env } from "./env";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

export function allowedHostsOf(e: Pick<Env, "APP_ORIGIN" | "ALLOWED_HOSTS" | "PORT">): { exact: Set<string>; anyPort: Set<string> } {
  const exact = new Set<string>([new URL(e.APP_ORIGIN).host, ...LOOPBACK.map((h) => `${h}:${e.PORT}`)]);
  const anyPort = new Set<string>();
  for (const h of e.ALLOWED_HOSTS) (h.includes(":") && !h.startsWith("[") ? exact : anyPort).add(h);
  return { exact, anyPort };
}

let cached: { exact: Set<string>; anyPort: Set<string>; of: Env } | null = null;

/** True when `host` (a Host header value) names this app. */
export function isAllowedHost(host: string | null | undefined, e?: Pick<Env, "APP_ORIGIN" | "ALLOWED_HOSTS" | "PORT">): boolean {
  if (!host) return false;
  if (!e && cached?.of !== env()) cached = { ...allowedHostsOf(env()), of: env() };
  const { exact, anyPort } = e ? allowedHostsOf(e) : cached!;
  const h = host.trim().toLowerCase();
  if (exact.has(h)) return true;
  const name = h.startsWith("[") ? h.slice(0, h.indexOf("]") + 1) : h.split(":")[0];
  return anyPort.has(name);
}

/** The app's own origin: the base for relative URIs the server fetches. Never derived from the request. */
export const appOrigin = () => env().APP_ORIGIN;
