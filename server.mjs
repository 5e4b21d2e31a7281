// Production HTTP server. Signed-out configured screens are answered from the rendered-HTML cache in the
// plain node:http handler, before Express and Remix run (see ARCHITECTURE.md, performance notes);
// everything else goes to Express + Remix. Requests for a host the app does not serve are refused first.
import http from "node:http";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import { createRequestHandler } from "@remix-run/node";

const root = path.dirname(fileURLToPath(import.meta.url));
// Without NODE_ENV this is local mode (as README says, for `npm start` and `node server.mjs` alike): the default
// session secret, the dev OTP inbox and plain-http cookies work on localhost. A deployment sets
// NODE_ENV=production, SESSION_SECRET and APP_ORIGIN.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "development";
  console.log("Local mode (NODE_ENV=development): sign-in codes appear in this log and at /dev/otp-inbox.");
}
const build = await import(path.join(root, "build/server/index.js"));
const hooks = build.entry.module.serverHooks;
const { port, trustProxy, appOrigin, securityHeaders } = await hooks.bootstrap();
const { htmlCache, HTML_CACHE_HEADER, isAllowedHost, isCrossSiteWrite, isCorsAllowedOrigin } = hooks;

const newNonce = () => crypto.randomBytes(16).toString("base64");
// Always the production mode of Remix: this is the production build, and errors never reach the page
// with their stack traces, locally included.
const remixFetch = createRequestHandler(build, "production");

/** The client's address; behind a proxy (TRUST_PROXY=1) the one that proxy appended to X-Forwarded-For. */
function clientIp(req) {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-for"] ?? "").split(",").pop()?.trim() : "";
  return forwarded || req.socket.remoteAddress || "unknown";
}
/** What every route receives as `context`; the document renderer leaves the security headers to us. */
const loadContext = (req, cspNonce) => ({ cspNonce, clientIp: clientIp(req), securityHeadersSet: true });

const app = express();
app.disable("x-powered-by");
app.use((req, res, next) => {
  res.locals.cspNonce = newNonce();
  for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
  next();
});
app.use(compression());
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
app.all("*", createExpressHandler({ build, mode: "production", getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce) }));
// Errors that reach Express (a malformed URL, say) answer without a stack trace or file paths, in every mode.
// Express knows an error handler by its four parameters.
app.use((err, req, res, _next) => {
  const status = Number(err?.status ?? err?.statusCode) || 500;
  if (status >= 500) console.error(err);
  res.status(status).type("text/plain").send(status >= 500 ? "Something went wrong!!" : "Bad request");
});

const headersOf = (req) => ({ get: (name) => req.headers[name.toLowerCase()] ?? null });

function sendCached(res, page) {
  const nonce = newNonce();
  const headers = Object.fromEntries(page.headers);
  headers["content-security-policy"] = page.cspParts.join(nonce);
  headers["x-html-cache-status"] = "HIT";
  res.writeHead(200, headers);
  const nonceBuf = Buffer.from(nonce);
  const chunks = [];
  page.parts.forEach((p, i) => (i ? chunks.push(nonceBuf, p) : chunks.push(p)));
  res.end(Buffer.concat(chunks));
}

/**
 * A cacheable request that missed: render through Remix, buffer the whole page, keep it if clean. The page is
 * rendered for APP_ORIGIN (not the request's Host) with only the headers its key covers, so nothing outside the
 * cache key shapes what is stored.
 */
async function renderAndCache(req, res, key) {
  const nonce = newNonce();
  const url = new URL(req.url, appOrigin);
  const headers = htmlCache.renderRequestHeaders(headersOf(req));
  headers.set("host", url.host);
  const response = await remixFetch(new Request(url, { method: "GET", headers }), loadContext(req, nonce));
  const html = await response.text();
  const screenKey = response.headers.get(HTML_CACHE_HEADER);
  const out = [...response.headers].filter(([k]) => k !== HTML_CACHE_HEADER);
  for (const [k, v] of Object.entries(securityHeaders)) out.push([k.toLowerCase(), v]);
  // Never keep a page with an errored section: the failure may be passing.
  if (response.status === 200 && screenKey && !html.includes('data-section-status="error"')) {
    htmlCache.set(key, screenKey, html, nonce, out);
  }
  res.writeHead(response.status, Object.fromEntries([...out, ["x-html-cache-status", "MISS"]]));
  res.end(html);
}

const isAllowedApiClient = (req) => req.url.split("?")[0] === "/graphql" && isCorsAllowedOrigin(req.headers.origin);

function refuse(res, status, message) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...securityHeaders });
  res.end(message);
}

const server = http.createServer((req, res) => {
  // A forged Host must not steer anything: unknown hosts are answered before any route, render or cache.
  if (!isAllowedHost(req.headers.host)) return refuse(res, 421, "Misdirected request");
  // Cross-site form posts never reach a route (API clients allow-listed for /graphql excepted).
  if (isCrossSiteWrite(req.method, headersOf(req), req.headers.host ?? null) && !isAllowedApiClient(req)) {
    return refuse(res, 403, "Cross-site request refused");
  }
  const key = htmlCache.requestKey({ method: req.method, url: req.url, headers: headersOf(req) });
  if (key) {
    const page = htmlCache.get(key);
    if (page) return sendCached(res, page);
    return void renderAndCache(req, res, key).catch((e) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Something went wrong!!");
    });
  }
  app(req, res);
});

server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`Apollo 247 web listening on http://localhost:${port} (serving ${appOrigin})`));

const shutdown = () => server.close(() => process.exit(0));
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
