/**
 * "Request bodies are unlimited. An anonymous 200 MB POST to /login blocks the server … Cap body size before
 * parsing (about 1 MB; more only on the upload routes, and there at the upload limit)." Raw requests against the
 * running server: the refusal must come while the client is still sending, so the body is never read.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";

const app = new URL(baseURL);

/** Starts a POST that declares `declared` bytes (or is chunked) and sends only `send` of them, then waits for an answer. */
function post(path: string, opts: { declared?: number; send: number; chunked?: boolean }): Promise<{ status: number; sentAll: boolean }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: app.host, "content-type": "application/x-www-form-urlencoded", origin: baseURL };
    if (opts.chunked) headers["transfer-encoding"] = "chunked";
    else headers["content-length"] = opts.declared ?? opts.send;
    let sentAll = false;
    // A connection of its own (no pooled agent), closed once answered: a half-sent body must not outlive the test.
    const req = http.request({ host: app.hostname, port: app.port, path, method: "POST", headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, sentAll });
        req.destroy();
      });
    });
    req.on("error", (e) => (sentAll ? reject(e) : resolve({ status: -1, sentAll })));
    req.write(Buffer.alloc(opts.send, 97), () => {
      // A declared body left unfinished: the answer must not wait for the rest.
      if (opts.chunked || (opts.declared ?? opts.send) === opts.send) {
        sentAll = true;
        req.end();
      }
    });
  });
}

test("a malformed multipart body to the cart is a 400 (bad request), not a server error", async ({ request }) => {
  const res = await request.post("/tests-cart", {
    headers: { "content-type": "multipart/form-data; boundary=xyz", origin: baseURL },
    data: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
  });
  expect(res.status()).toBe(400);
});

test("a body declared larger than 1 MB is refused with 413 before it is sent", async () => {
  const r = await post("/login", { declared: 200 * 1024 * 1024, send: 64 * 1024 });
  expect(r).toEqual({ status: 413, sentAll: false });
});

test("a body of unknown length (chunked) is refused with 411", async () => {
  const r = await post("/login", { chunked: true, send: 1024 });
  expect(r.status).toBe(411);
});

test("an upload route takes a file up to its own limit: a 2.9 MB prescription reaches the route (which asks to sign in)", async () => {
  expect((await post("/resources/prescriptions/upload", { send: 2_900_000 })).status).toBe(401);
  expect((await post("/resources/prescriptions/upload", { declared: 4_000_000, send: 1024 })).status).toBe(413);
});

test("an ordinary form post under the cap still works", async () => {
  const r = await post("/login", { send: 2_000 });
  expect(r.status).not.toBe(413);
  expect(r.sentAll).toBe(true);
});
