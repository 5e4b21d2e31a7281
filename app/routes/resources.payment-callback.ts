/**
 * The payment gateway's server-to-server callback: POST, JSON, signed over the raw body (the sandbox:
 * x-payment-signature: sha256=<hex>; Razorpay: its webhook's X-Razorpay-Signature). Only the gateway can change a
 * payment's status; this route reads the exact bytes and hands them, with the headers, to the one place that
 * verifies and applies them.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { receiveGatewayCallback } from "~/.server/domain/payments/payments";
import { log } from "~/.server/log";

/** A callback is a few hundred bytes; anything much larger is not from the gateway. */
const MAX_CALLBACK_BYTES = 16 * 1024;

const answer = (status: number, outcome: string) => Response.json({ outcome }, { status, headers: { "cache-control": "no-store" } });

export const loader = () => answer(405, "method-not-allowed");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, "method-not-allowed");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CALLBACK_BYTES) return answer(413, "too-large");
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_CALLBACK_BYTES) return answer(413, "too-large");
  const { db } = await getServices();
  try {
    const result = await receiveGatewayCallback(db, raw, request.headers);
    return answer(result.httpStatus, result.outcome);
  } catch (e) {
    // The gateway retries on a 5xx; the replay guard makes that safe.
    log.error({ event: "PAYMENT_CALLBACK_ERROR", message: String((e as Error)?.message ?? e) });
    return answer(503, "try-again");
  }
}
