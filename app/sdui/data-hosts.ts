/**
 * Where a section's REST data source may be fetched from, server side. The server can reach what patients
 * cannot (loopback ports, /metrics, internal services), so a source is allowed only:
 * - on the app's own origin (APP_ORIGIN, which relative URIs resolve against), and there only its content
 *   API routes (/content/…), not its operational endpoints;
 * - on an ALLOWED_DATA_HOSTS entry: "host:port" allows that port, a bare "host" only the default ports
 *   (80 for http, 443 for https); a name also covers its subdomains.
 * Used when a configuration is checked and again when the data is fetched.
 */

/** The app's own routes a data source may read. */
export const OWN_CONTENT_API_PREFIX = "/content/";

interface HostEntry {
  host: string;
  port: string | null;
}

const ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

function parseEntry(entry: string): HostEntry | null {
  const m = ENTRY.exec(entry.trim().toLowerCase());
  return m ? { host: m[1], port: m[2] ?? null } : null;
}

const effectivePort = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");

function matchesEntry(url: URL, entry: HostEntry): boolean {
  const host = url.hostname.toLowerCase();
  const isIp = entry.host.startsWith("[") || /^[\d.]+$/.test(entry.host);
  const hostMatches = host === entry.host || (!isIp && host.endsWith(`.${entry.host}`));
  if (!hostMatches) return false;
  return entry.port ? effectivePort(url) === String(Number(entry.port)) : url.port === "";
}

/** Why `uri` may not be fetched (a message for the editor and the log), or null when it may. */
export function dataUriProblem(uri: string, appOrigin: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(uri, appOrigin);
  } catch {
    return "The data address is not a web address";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `The data address uses ${url.protocol.replace(/:$/, "")}; only http and https are allowed`;
  if (url.username || url.password) return "The data address may not carry a user name or password";
  if (url.origin === new URL(appOrigin).origin) {
    // The path as the server will route it: dot segments and %2e are already resolved by the URL parser.
    return url.pathname.startsWith(OWN_CONTENT_API_PREFIX) ? null : `The data address ${url.pathname} is not one of the app's content API routes (${OWN_CONTENT_API_PREFIX}…)`;
  }
  const entries = allowedHosts.map(parseEntry).filter((e): e is HostEntry => e !== null);
  if (entries.some((e) => matchesEntry(url, e))) return null;
  return `The data host ${url.host} is not on the list of allowed hosts`;
}
