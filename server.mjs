// Production HTTP server. Signed-out configured screens are answered from the rendered-HTML cache in the
// plain node:http handler, before Express and Remix run (see ARCHITECTURE.md, performance notes);
// everything else goes to Express + Remix.
import http from "node:http";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import { createRequestHandler } from "@remix-run/node";

const root = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV ??= "production";
const build = await import(path.join(root, "build/server/index.js"));
const hooks = build.entry.module.serverHooks;
const { port } = await hooks.bootstrap();
const { htmlCache, HTML_CACHE_HEADER, BASE_SECURITY_HEADERS, isCrossSiteWrite } = hooks;

const newNonce = () => crypto.randomBytes(16).toString("base64");
const remixFetch = createRequestHandler(build, process.env.NODE_ENV);

const app = express();
app.disable("x-powered-by");
app.use((req, res, next) => {
  res.locals.cspNonce = newNonce();
  for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(k, v);
  next();
});
app.use(compression());
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
app.all("*", createExpressHandler({ build, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }) }));

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

/** A cacheable request that missed: render through Remix, buffer the whole page, keep it if clean. */
async function renderAndCache(req, res, key) {
  const nonce = newNonce();
  const url = new URL(req.url, `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const response = await remixFetch(new Request(url, { method: "GET", headers }), { cspNonce: nonce });
  const html = await response.text();
  const screenKey = response.headers.get(HTML_CACHE_HEADER);
  const out = [...response.headers].filter(([k]) => k !== HTML_CACHE_HEADER);
  for (const [k, v] of Object.entries(BASE_SECURITY_HEADERS)) out.push([k.toLowerCase(), v]);
  // Never keep a page with an errored section: the failure may be passing.
  if (response.status === 200 && screenKey && !html.includes('data-section-status="error"')) {
    htmlCache.set(key, screenKey, html, nonce, out);
  }
  res.writeHead(response.status, Object.fromEntries([...out, ["x-html-cache-status", "MISS"]]));
  res.end(html);
}

const server = http.createServer((req, res) => {
  // Cross-site form posts never reach a route.
  if (isCrossSiteWrite(req.method, headersOf(req), req.headers.host ?? null)) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8", ...BASE_SECURITY_HEADERS });
    return void res.end("Cross-site request refused");
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
server.listen(port, () => console.log(`Apollo 247 web listening on http://localhost:${port}`));

const shutdown = () => server.close(() => process.exit(0));
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
