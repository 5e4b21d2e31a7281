/**
 * A local stand-in for the card issuer's application API, as our adapter's contract states it
 * (docs/decisions/2026-11-27-card-bank-adapter.md): HTTP Basic credentials; POST /v1/applications/decision,
 * /v1/applications/{ref}/kyc and /v1/applications/{ref}/documents, each with an Idempotency-Key that makes a
 * repeat return the first answer. Tests can make the next calls fail (a status) or hang (past the client's timeout).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCardBankRequest {
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export async function startFakeCardBank(opts: { clientId: string; clientSecret: string }) {
  const requests: FakeCardBankRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const failures: number[] = [];
  let hangs = 0;
  const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString("base64")}`;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  function decide(body: Record<string, unknown>) {
    const income = Number(body.annualIncome);
    if (!(income >= 300_000)) return { decision: "DECLINED", reasons: ["Income below the card's minimum."] };
    if (body.employmentType === "self_employed") return { decision: "REFERRED", reasons: ["Income documents needed."] };
    return { decision: "APPROVED", reasons: ["Approved."], creditLimit: Math.min(500_000, Math.floor(income / 4 / 5000) * 5000) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      } catch {
        return answer(res, 400, { error: "bad json" });
      }
      const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
      requests.push({ path, idempotencyKey: key, body });
      if (req.method !== "POST") return answer(res, 405, { error: "method" });
      if (req.headers.authorization !== expected) return answer(res, 401, { error: "unauthorised" });
      if (hangs > 0) {
        hangs -= 1;
        return; // never answers: the client's timeout ends it
      }
      const failure = failures.shift();
      if (failure) return answer(res, failure, { error: "unavailable" });
      if (key && answered.has(key)) {
        const a = answered.get(key)!;
        return answer(res, a.status, a.body);
      }
      let result: { status: number; body: unknown };
      if (path === "/v1/applications/decision") result = { status: 200, body: decide(body) };
      else if (/^\/v1\/applications\/[A-Z0-9]+\/kyc$/.test(path)) result = { status: 200, body: { activated: true } };
      else if (/^\/v1\/applications\/[A-Z0-9]+\/documents$/.test(path)) {
        result = typeof body.content === "string" && body.content.length > 0 ? { status: 200, body: { received: true } } : { status: 422, body: { error: "no content" } };
      } else result = { status: 404, body: { error: "not found" } };
      if (key) answered.set(key, result);
      answer(res, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next calls answer these statuses (one each). */
    failNext: (...statuses: number[]) => void failures.push(...statuses),
    /** The next n calls never answer. */
    hangNext: (n: number) => void (hangs += n),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
