/**
 * Loaders and actions of the payment pages: the sandbox's hosted checkout (/pay/{id}), an order's payment result
 * (/payments/{category}/{orderId}) and the account's payments (/my-payments). Every one is for the owner only; an
 * id of someone else's answers 404, like an id that does not exist.
 */
import { redirect } from "@remix-run/node";
import { netbankingNotices } from "~/.server/domain/payments/netbanking";
import { indiaDayTime } from "~/lib/india-date-time";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { parseForm } from "~/.server/form";
import { retryPaymentFormSchema, sandboxCheckoutFormSchema } from "~/lib/payment-forms";
import { DomainError } from "~/.server/domain/errors";
import { getPaymentStatus, listPayments, retryPayment, PAYMENTS_PAGE_LIMIT } from "~/.server/domain/payments/payments";
import { completeSandboxCheckout, sandboxCheckoutOfAccount } from "~/.server/providers/payment-sandbox";
import { isPaymentSandboxEnabled } from "~/.server/providers/payment-gateway";
import { toRupees } from "~/.server/domain/pricing/pricing";
import { ONLINE_PAYMENT_METHODS, UPI_TIMER_SECONDS } from "~/lib/payment-status";
import { kindOfCategory } from "~/.server/domain/payments/payable-kinds";
import { safeRedirect } from "~/lib/safe-redirect";

const notFound = () => new Response("Not found", { status: 404 });
const NO_STORE = { "Cache-Control": "private, no-store" };

/** Domain NOT_FOUND becomes the route's 404; anything else goes on. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}


export interface CheckoutActionData {
  formError?: string;
  code?: string;
  fieldErrors?: Record<string, string>;
  values?: { method: string; outcome: string; upiId: string };
}

/** /pay/* is the sandbox's: where it is not allowed (production without PAYMENT_SANDBOX=1) the page does not exist. */
function requireSandbox() {
  if (!isPaymentSandboxEnabled()) throw notFound();
}

export async function checkoutLoader(request: Request, id: string) {
  requireSandbox();
  const user = await requireUser(request);
  const { db } = await getServices();
  const c = await orNotFound(() => sandboxCheckoutOfAccount(db, user.accountId, id));
  return Response.json(
    {
      paymentOrderId: c.paymentOrderId,
      amount: toRupees(c.amount),
      healthCreditsUsed: toRupees(c.healthCreditsUsed),
      status: c.status,
      expired: c.expired,
      expiresAt: indiaDayTime(c.expiresAt),
      paymentMethod: c.paymentMethod,
      methods: ONLINE_PAYMENT_METHODS,
      upiTimerSeconds: UPI_TIMER_SECONDS,
      returnPath: c.returnPath,
      netbankingNotices: c.status === "CREATED" && !c.expired ? await netbankingNotices() : [],
    },
    { headers: NO_STORE },
  );
}

export async function checkoutAction(request: Request, id: string) {
  requireSandbox();
  const user = await requireUser(request);
  const submission = await parseForm(request, sandboxCheckoutFormSchema);
  // Every field is optional text: the post always parses, and the checkout's own rules answer what is missing.
  if (submission.status !== "success") return Response.json({ formError: "Something went wrong! Please try again." } satisfies CheckoutActionData, { status: 400 });
  const values = submission.value;
  const { db } = await getServices();
  try {
    const done = await completeSandboxCheckout(db, user.accountId, id, values);
    return redirect(safeRedirect(done.returnPath));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = (e.details ?? {}) as { code?: string; fieldErrors?: Record<string, string> };
      return Response.json(
        { formError: details.fieldErrors ? undefined : e.message, code: details.code, fieldErrors: details.fieldErrors, values } satisfies CheckoutActionData,
        { status: details.code ? 410 : 400 },
      );
    }
    throw e;
  }
}

function orderParams(params: { category?: string; orderId?: string }) {
  const kind = kindOfCategory(params.category ?? "");
  const orderId = Number(params.orderId);
  if (!kind || !Number.isSafeInteger(orderId) || orderId <= 0 || String(orderId) !== params.orderId) throw notFound();
  return { kind, orderId, category: params.category! };
}

export async function paymentResultLoader(request: Request, params: { category?: string; orderId?: string }) {
  const user = await requireUser(request);
  const { kind, orderId } = orderParams(params);
  const { db } = await getServices();
  const status = await orNotFound(() => getPaymentStatus(db, user.accountId, kind, orderId));
  return Response.json({ ...status, amount: toRupees(status.amount), healthCreditsUsed: toRupees(status.healthCreditsUsed) }, { headers: NO_STORE });
}

export async function paymentResultAction(request: Request, params: { category?: string; orderId?: string }) {
  const user = await requireUser(request);
  const { kind, orderId } = orderParams(params);
  const submission = await parseForm(request, retryPaymentFormSchema);
  if (submission.status !== "success") return Response.json({ formError: "Something went wrong! Please try again." }, { status: 400 });
  const { db } = await getServices();
  try {
    const next = await retryPayment(db, user.accountId, kind, orderId);
    // The gateway's checkout: the sandbox's own path, or Razorpay's https payment link (from its API, not the request).
    return redirect(/^https:\/\//.test(next.paymentLinkURL) ? next.paymentLinkURL : safeRedirect(next.paymentLinkURL));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ formError: e.message }, { status: 400 });
    throw e;
  }
}

export async function myPaymentsLoader(request: Request) {
  const user = await requireUser(request);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(new URL(request.url).searchParams.get("page") ?? 1)) || 1));
  const { db } = await getServices();
  const list = await listPayments(db, user.accountId, { limit: PAYMENTS_PAGE_LIMIT, offset: (page - 1) * PAYMENTS_PAGE_LIMIT });
  return Response.json(
    {
      page,
      pages: Math.max(1, Math.ceil(list.total / PAYMENTS_PAGE_LIMIT)),
      total: list.total,
      payments: list.payments.map((p) => ({ ...p, amount: toRupees(p.amount), healthCreditsUsed: toRupees(p.healthCreditsUsed), date: indiaDayTime(p.createdAt) })),
    },
    { headers: NO_STORE },
  );
}
