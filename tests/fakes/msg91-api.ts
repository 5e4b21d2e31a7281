/**
 * A local stand-in for MSG91's OTP API as documented (POST /api/v5/otp?template_id=&mobile=&otp=, the auth key in
 * the `authkey` header): it checks the key, the template and the number, keeps what it would have sent, and answers
 * `{ type: "success", request_id }` or `{ type: "error", message }`.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SentOtp {
  mobile: string;
  otp: string;
  templateId: string;
}

export async function startFakeMsg91(opts: { authKey: string; templateId: string }) {
  const sent: SentOtp[] = [];
  const requests: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  let failNext: { status: number; message: string } | null = null;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      requests.push({ url: url.toString(), headers: req.headers });
      if (req.method !== "POST" || url.pathname !== "/api/v5/otp") return answer(res, 404, { type: "error", message: "Not found" });
      if (req.headers.authkey !== opts.authKey) return answer(res, 401, { type: "error", message: "Authentication failure" });
      if (failNext) {
        const f = failNext;
        failNext = null;
        return answer(res, f.status, { type: "error", message: f.message });
      }
      const templateId = url.searchParams.get("template_id") ?? "";
      const mobile = url.searchParams.get("mobile") ?? "";
      const otp = url.searchParams.get("otp") ?? "";
      // MSG91 answers most refusals with HTTP 200 and type "error".
      if (templateId !== opts.templateId) return answer(res, 200, { type: "error", message: "Invalid template id" });
      if (!/^\d{10,15}$/.test(mobile)) return answer(res, 200, { type: "error", message: "Mobile no. not found" });
      if (!/^\d{4,9}$/.test(otp)) return answer(res, 200, { type: "error", message: "Invalid otp" });
      sent.push({ mobile, otp, templateId });
      answer(res, 200, { type: "success", request_id: crypto.randomBytes(12).toString("hex") });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    /** The next authenticated request is refused with this HTTP status and message. */
    failNext(status: number, message: string) {
      failNext = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMsg91 = Awaited<ReturnType<typeof startFakeMsg91>>;
