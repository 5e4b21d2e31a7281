/**
 * A local stand-in for the parts of Razorpay's REST API the app calls (api.razorpay.com/v1), answering as the
 * documentation says: Basic auth with key id and secret, amounts in paise, errors as
 * `{ error: { code, description } }`. Payment Links: create, list by reference_id, fetch; payments: fetch, card,
 * refunds (list and create). What a patient does on Razorpay's hosted page (pay, fail, let the link expire) is played
 * by the test through the methods below, which also build the webhook Razorpay would send, signed as Razorpay signs
 * it (hex HMAC-SHA256 of the body with the webhook secret, event id in X-Razorpay-Event-Id).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  authorized: boolean;
}

interface Link {
  id: string;
  entity: "payment_link";
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  expire_by: number;
  expired_at: number;
  cancelled_at: number;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  short_url: string;
  callback_url: string | null;
  callback_method: string | null;
  notes: Record<string, string>;
  payments: { payment_id: string; amount: number; method: string; status: string; plink_id: string; created_at: number; updated_at: number }[] | null;
  created_at: number;
  updated_at: number;
  options?: unknown;
}

interface Payment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "authorized" | "captured" | "failed";
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  card_id: string | null;
  card: { id: string; entity: "card"; type: string; network: string; last4: string } | null;
  wallet: string | null;
  provider: string | null;
  bank: string | null;
  vpa: string | null;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

interface Refund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "processed";
  speed_requested: string;
  created_at: number;
}

export interface PaymentChoice {
  method: "card" | "netbanking" | "upi" | "wallet" | "emi" | "cardless_emi" | "paylater";
  cardType?: "credit" | "debit";
  wallet?: string;
  provider?: string;
}

const now = () => Math.floor(Date.now() / 1000);
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startFakeRazorpay(opts: { keyId: string; keySecret: string; webhookSecret: string }) {
  const links = new Map<string, Link>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const requests: FakeRequest[] = [];

  const error = (res: http.ServerResponse, status: number, description: string, code = "BAD_REQUEST_ERROR") =>
    send(res, status, { error: { code, description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {} } });
  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function createLink(body: Record<string, unknown>, res: http.ServerResponse) {
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) return error(res, 400, "The amount must be atleast INR 1.00");
    if (body.currency !== undefined && body.currency !== "INR") return error(res, 400, "The currency is invalid");
    const reference = body.reference_id;
    if (typeof reference !== "string" || reference.length > 40) return error(res, 400, "The reference id may not be greater than 40 characters");
    if ([...links.values()].some((l) => l.reference_id === reference)) return error(res, 400, `Payment Link with reference id ${reference} already exists`);
    const expireBy = Number(body.expire_by ?? 0);
    if (expireBy && expireBy <= now()) return error(res, 400, "expire_by should be a future timestamp");
    if (body.callback_url !== undefined && body.callback_method !== "get") return error(res, 400, "callback_method is required when callback_url is passed");
    const id = rid("plink");
    const link: Link = {
      id,
      entity: "payment_link",
      amount,
      amount_paid: 0,
      currency: "INR",
      accept_partial: Boolean(body.accept_partial),
      reference_id: reference,
      description: String(body.description ?? ""),
      expire_by: expireBy,
      expired_at: 0,
      cancelled_at: 0,
      status: "created",
      short_url: `https://rzp.io/i/${id.slice(6, 14)}`,
      callback_url: (body.callback_url as string) ?? null,
      callback_method: (body.callback_method as string) ?? null,
      notes: (body.notes as Record<string, string>) ?? {},
      payments: null,
      created_at: now(),
      updated_at: now(),
      options: body.options,
    };
    links.set(id, link);
    send(res, 200, link);
  }

  function refund(paymentId: string, body: Record<string, unknown>, res: http.ServerResponse) {
    const payment = payments.get(paymentId);
    if (!payment) return error(res, 400, "The id provided does not exist");
    if (payment.status !== "captured") return error(res, 400, "Payment is not captured");
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) return error(res, 400, "The amount must be atleast INR 1.00");
    if (payment.amount_refunded + amount > payment.amount) return error(res, 400, "The refund amount provided is greater than amount captured");
    const made: Refund = {
      id: rid("rfnd"), entity: "refund", amount, currency: "INR", payment_id: paymentId, receipt: (body.receipt as string) ?? null,
      notes: (body.notes as Record<string, string>) ?? {}, status: "processed", speed_requested: String(body.speed ?? "normal"), created_at: now(),
    };
    refunds.push(made);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    send(res, 200, made);
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const expected = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString("base64")}`;
      const authorized = req.headers.authorization === expected;
      let body: Record<string, unknown> | null = null;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return error(res, 400, "The request body is not valid JSON");
        }
      }
      requests.push({ method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorized });
      if (!authorized) return error(res, 401, "The api key provided is invalid", "BAD_REQUEST_ERROR");
      if (failNext) {
        const f = failNext;
        failNext = null;
        return error(res, f.status, f.description, f.code);
      }
      const parts = url.pathname.split("/").filter(Boolean); // v1, resource, id, sub
      if (parts[0] !== "v1") return error(res, 404, "The requested URL was not found on the server.");
      if (parts[1] === "payment_links") {
        if (req.method === "POST" && parts.length === 2) return createLink(body ?? {}, res);
        if (req.method === "GET" && parts.length === 2) {
          const reference = url.searchParams.get("reference_id");
          const found = [...links.values()].filter((l) => !reference || l.reference_id === reference);
          return send(res, 200, { payment_links: found });
        }
        if (req.method === "GET" && parts.length === 3) {
          const link = links.get(parts[2]);
          return link ? send(res, 200, link) : error(res, 400, "The id provided does not exist");
        }
      }
      // GET /v1/payments/downtimes: the downtimes Razorpay knows of (documented shape: a collection of downtime entities).
      if (parts[1] === "payments" && parts[2] === "downtimes" && req.method === "GET") return send(res, 200, { entity: "collection", count: downtimes.length, items: downtimes });
      if (parts[1] === "payments" && parts[2]) {
        const payment = payments.get(parts[2]);
        if (!payment) return error(res, 400, "The id provided does not exist");
        if (req.method === "GET" && parts.length === 3) return send(res, 200, { ...payment, card: undefined });
        if (req.method === "GET" && parts[3] === "card") return payment.card ? send(res, 200, payment.card) : error(res, 400, "Payment method is not card");
        if (req.method === "GET" && parts[3] === "refunds") {
          const items = refunds.filter((r) => r.payment_id === payment.id);
          return send(res, 200, { entity: "collection", count: items.length, items });
        }
        if (req.method === "POST" && parts[3] === "refund") return refund(payment.id, body ?? {}, res);
      }
      error(res, 404, "The requested URL was not found on the server.");
    });
  });
  let failNext: { status: number; description: string; code: string } | null = null;
  let downtimes: Record<string, unknown>[] = [];
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function linkByReference(paymentOrderId: string): Link {
    const link = [...links.values()].find((l) => l.reference_id === paymentOrderId);
    if (!link) throw new Error(`fake Razorpay: no link for ${paymentOrderId}`);
    return link;
  }

  function attempt(link: Link, choice: PaymentChoice, status: Payment["status"]): Payment {
    const card = choice.method === "card" || choice.method === "emi"
      ? { id: rid("card"), entity: "card" as const, type: choice.cardType ?? "credit", network: "Visa", last4: "1111" }
      : null;
    const payment: Payment = {
      id: rid("pay"), entity: "payment", amount: link.amount, currency: "INR", status, method: choice.method, captured: status === "captured",
      amount_refunded: 0, refund_status: null, card_id: card?.id ?? null, card, wallet: choice.wallet ?? null, provider: choice.provider ?? null,
      bank: choice.method === "netbanking" ? "HDFC" : null, vpa: choice.method === "upi" ? "priya@okhdfc" : null, notes: { ...link.notes },
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null, error_description: status === "failed" ? "Payment failed" : null, created_at: now(),
    };
    payments.set(payment.id, payment);
    link.payments = [...(link.payments ?? []), { payment_id: payment.id, amount: payment.amount, method: payment.method, status, plink_id: link.id, created_at: now(), updated_at: now() }];
    link.updated_at = now();
    return payment;
  }

  /** The webhook Razorpay would send for an event, signed with `secret` (the real one unless a test forges it). */
  function webhook(event: string, payload: Record<string, unknown>, secret = opts.webhookSecret) {
    const contains = Object.keys(payload);
    const body = JSON.stringify({ entity: "event", account_id: "acc_fake", event, contains, payload, created_at: now() });
    const eventId = `evt_${crypto.randomBytes(8).toString("hex")}`;
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": crypto.createHmac("sha256", secret).update(body).digest("hex"),
        "x-razorpay-event-id": eventId,
      } as Record<string, string>,
    };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    links,
    refunds,
    linkByReference,
    /** The downtimes GET /v1/payments/downtimes lists from now on. */
    setDowntimes(items: { method: string; status: string; severity: string; bank: string }[]) {
      downtimes = items.map((d, i) => ({
        id: `down_fake${i}`, entity: "payment.downtime", method: d.method, begin: now(), end: null, status: d.status, scheduled: false,
        severity: d.severity, instrument: { bank: d.bank }, created_at: now(), updated_at: now(),
      }));
    },
    /** The next authorised call is refused with this status and description. */
    failNext(status: number, description: string, code = "BAD_REQUEST_ERROR") {
      failNext = { status, description, code };
    },
    /** The patient pays the whole link: a captured payment, the link paid, and its payment_link.paid webhook. */
    pay(paymentOrderId: string, choice: PaymentChoice) {
      const link = linkByReference(paymentOrderId);
      const payment = attempt(link, choice, "captured");
      link.status = "paid";
      link.amount_paid = link.amount;
      return { payment, webhook: webhook("payment_link.paid", { payment_link: { entity: link }, payment: { entity: payment }, order: { entity: { id: rid("order"), amount: link.amount, status: "paid" } } }) };
    },
    /** The bank declines an attempt; the link stays open. */
    fail(paymentOrderId: string, choice: PaymentChoice) {
      const link = linkByReference(paymentOrderId);
      const payment = attempt(link, choice, "failed");
      return { payment, webhook: webhook("payment.failed", { payment: { entity: payment } }) };
    },
    /** The bank has authorised but not yet confirmed the payment. */
    authorize(paymentOrderId: string, choice: PaymentChoice) {
      return attempt(linkByReference(paymentOrderId), choice, "authorized");
    },
    expire(paymentOrderId: string) {
      const link = linkByReference(paymentOrderId);
      link.status = "expired";
      link.expired_at = now();
      return webhook("payment_link.expired", { payment_link: { entity: link } });
    },
    cancel(paymentOrderId: string) {
      const link = linkByReference(paymentOrderId);
      link.status = "cancelled";
      link.cancelled_at = now();
      return webhook("payment_link.cancelled", { payment_link: { entity: link } });
    },
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
