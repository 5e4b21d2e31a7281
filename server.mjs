// Production HTTP server. Configured screens are answered from the rendered-HTML cache (one page per segment,
// compressed once; personal parts come after load) in the plain node:http handler, before Express and Remix
// run (see ARCHITECTURE.md, performance notes, and README "Caching configured screens");
// everything else goes to Express + Remix. Requests for a host the app does not serve are refused first.
import http from "node:http";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
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
const { port, trustProxy, appOrigin, securityHeaders } = await hooks.bootstrap(build);
const { htmlCache, cachedPageAnswer, HTML_CACHE_HEADER, PAGE_TAGS_HEADER, isAllowedHost, isCrossSiteWrite, isCorsAllowedOrigin, bodyRefusal } = hooks;
const { log, withOps, installGracefulShutdown, attachConsultRoom, nativeAppVisitCookie, openerPolicyFor } = hooks;

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
  res.setHeader("Cross-Origin-Opener-Policy", openerPolicyFor(req.path));
  next();
});
app.use(compression());
// Built assets are public and immutable; CORS lets the studio's sandboxed preview frames (an opaque origin, so
// they run in their own process and never block the editor) load the app's module scripts and fonts. Each is sent
// as the brotli (or gzip) copy the build wrote beside it (vite.config.ts), which `compression()` then leaves alone.
app.use(
  "/assets",
  expressStaticGzip(path.join(root, "build/client/assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", setHeaders: (res) => res.setHeader("Access-Control-Allow-Origin", "*") },
  }),
);
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
app.all("*", createExpressHandler({ build, mode: "production", getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce) }));
// Errors that reach Express (a malformed URL, say) answer without a stack trace or file paths, in every mode.
// Express knows an error handler by its four parameters.
app.use((err, req, res, _next) => {
  const status = Number(err?.status ?? err?.statusCode) || 500;
  if (status >= 500) log.error({ event: "REQUEST_FAILED", err });
  res.status(status).type("text/plain").send(status >= 500 ? "Something went wrong!!" : "Bad request");
});

const headersOf = (req) => ({ get: (name) => req.headers[name.toLowerCase()] ?? null });

function sendCached(req, res, page, status) {
  const answer = cachedPageAnswer(page, { acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] }, status);
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
}

/**
 * Renders a cacheable page through Remix and keeps it if clean. The page is rendered for APP_ORIGIN (not the
 * request's Host) with only the headers its key covers, and for the route's shared viewer (segment and location,
 * in the load context) instead of the session: nothing outside the cache key shapes what is stored.
 */
async function renderForCache(req, route, generation, keep = true) {
  const nonce = newNonce();
  const url = new URL(route.url, appOrigin);
  const headers = htmlCache.renderRequestHeaders(headersOf(req), route.viewer.location);
  headers.set("host", url.host);
  const context = { ...loadContext(req, nonce), sharedViewer: route.viewer };
  const response = await remixFetch(new Request(url, { method: "GET", headers }), context);
  const html = await response.text();
  const screenKey = response.headers.get(HTML_CACHE_HEADER);
  const out = [...response.headers].filter(([k]) => k !== HTML_CACHE_HEADER);
  for (const [k, v] of Object.entries(securityHeaders)) out.push([k.toLowerCase(), v]);
  // Never keep a page with an errored section: the failure may be passing.
  if (keep && response.status === 200 && screenKey && !html.includes('data-section-status="error"')) {
    return { page: await htmlCache.set(route.key, screenKey, html, nonce, out, generation) };
  }
  // A page not kept goes straight to the browser: its tags are for the cache only.
  return { page: null, status: response.status, headers: out.filter(([k]) => k !== PAGE_TAGS_HEADER), html };
}

/** A cacheable request's answer: the cached page in this same turn, else a render (a promise), else Remix's. */
function serveRoute(req, res, route) {
  if (!route) return void app(req, res);
  const hit = htmlCache.get(route.key);
  if (hit) return sendCached(req, res, hit, "HIT");
  return serveMiss(req, res, route);
}

async function serveMiss(req, res, route) {
  // Past a client's share of misses its page is still rendered, but neither compressed at best quality nor kept:
  // a script varying the location or the flags cannot fill the cache or take its compression time. (Behind a proxy
  // without TRUST_PROXY every client shares one address, so this must never refuse.)
  const overShare = (await htmlCache.takeMiss(clientIp(req))) !== null;
  const result = overShare
    ? await renderForCache(req, route, 0, false)
    : await htmlCache.fill(route.key, (generation) => renderForCache(req, route, generation));
  if (result.page) return sendCached(req, res, result.page, "MISS");
  res.writeHead(result.status, Object.fromEntries([...result.headers, ["x-html-cache-status", overShare ? "BYPASS" : "MISS"]]));
  res.end(result.html);
}

const isAllowedApiClient = (req) => req.url.split("?")[0] === "/graphql" && isCorsAllowedOrigin(req.headers.origin);

function refuse(res, status, message, extraHeaders = {}) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...securityHeaders, ...extraHeaders });
  res.end(message);
}

const server = http.createServer(withOps((req, res) => {
  // A forged Host must not steer anything: unknown hosts are answered before any route, render or cache.
  if (!isAllowedHost(req.headers.host)) return refuse(res, 421, "Misdirected request");
  // Cross-site form posts never reach a route (API clients allow-listed for /graphql excepted).
  if (isCrossSiteWrite(req.method, headersOf(req), req.headers.host ?? null) && !isAllowedApiClient(req)) {
    return refuse(res, 403, "Cross-site request refused");
  }
  // A body too large for its route (or of unknown length) is refused unread; closing the connection drops the rest.
  const tooLarge = bodyRefusal(req.url, headersOf(req));
  if (tooLarge) return refuse(res, tooLarge.status, tooLarge.message, { connection: "close" });
  // Arrived from the native app: flagged for the whole visit, whichever handler (cache or Remix) answers.
  const appFlag = nativeAppVisitCookie(req.url, req.headers["user-agent"], req.headers.cookie);
  if (appFlag) res.setHeader("Set-Cookie", appFlag);
  const request = { method: req.method, url: req.url, headers: headersOf(req) };
  if (!htmlCache.isCandidate(request)) return app(req, res);
  const failed = (e) => {
    log.error({ event: "REQUEST_FAILED", err: e });
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Something went wrong!!");
  };
  try {
    // A visitor without a session whose location is remembered needs no lookup (routeNow): a cached page goes out
    // in the turn the request arrived in. Anyone else's route is looked up first.
    const known = htmlCache.routeNow(request);
    const answering = known !== undefined ? serveRoute(req, res, known) : htmlCache.route(request).then((route) => serveRoute(req, res, route));
    answering?.catch(failed);
  } catch (e) {
    failed(e);
  }
}));

// The consult room's chat and call signalling: Socket.IO answers /socket.io (polling requests and WebSocket
// upgrades) on this same server, before the handler above.
attachConsultRoom(server);
server.keepAliveTimeout = 65_000;
server.listen(port, () => log.info({ event: "LISTENING", port, appOrigin }, `Apollo 247 web listening on http://localhost:${port} (serving ${appOrigin})`));
installGracefulShutdown(server);
