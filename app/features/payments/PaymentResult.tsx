/**
 * /payments/{category}/{orderId}: how an order's payment went. While the bank has not answered, the page asks the
 * server every 5 s ("Payment status is polled every 5 seconds"); the server asks the gateway, so a pending payment
 * settles here even if its callback was lost. A failed online payment offers "Retry payment"; cash on delivery never.
 */
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useSignIn } from "~/features/auth/SignInState";
import { formatPrice } from "~/lib/price";
import { graphql } from "~/graphql/generated";
import type { PaymentStatusView } from "~/.server/domain/payments/payments";
import { PAYMENT_RESULT_HEADING, shouldPollPayment } from "~/lib/payment-status";

/** What the result page shows: the server's payment status view (the link's expiry is not shown). */
export type PaymentResultData = Omit<PaymentStatusView, "paymentLinkExpiry">;

export const GET_PAYMENT_STATUS = graphql(/* GraphQL */ `
  query GetPaymentStatus($category: String!, $orderId: Int!) {
    getPaymentStatus(category: $category, orderId: $orderId) {
      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry
      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath orderSucceededLabel pollIntervalMs
    }
  }
`);

/** Polls while pending; stops as soon as the bank has answered (or the page is left). */
function usePolledStatus(initial: PaymentResultData): PaymentResultData {
  const { client } = useSignIn();
  const [status, setStatus] = useState(initial);
  useEffect(() => setStatus(initial), [initial]);
  const pending = shouldPollPayment(status.paymentStatus);
  useEffect(() => {
    if (!pending || !client) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      const res = await client.query(GET_PAYMENT_STATUS, { category: status.category, orderId: status.orderId }).toPromise();
      // The schema types paymentStatus as String; the server only sends the PaymentStatusView values.
      const next = res.data?.getPaymentStatus as PaymentResultData | undefined;
      // A failed poll keeps the last known status; the next one tries again.
      if (next && !stopped) setStatus(next);
    }, status.pollIntervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pending, client, status.category, status.orderId, status.pollIntervalMs]);
  return status;
}

export function PaymentResult({ data, formError }: { data: PaymentResultData; formError?: string }) {
  const status = usePolledStatus(data);
  const navigation = useNavigation();
  const s = status.paymentStatus;
  return (
    <div className="pay-result account-page" data-status={s}>
      <h1 className="page-title">{PAYMENT_RESULT_HEADING[s]}</h1>
      {status.message ? (
        <p role={s === "pending" ? "status" : "alert"} className={s === "pending" ? "form-notice" : "form-error"}>{status.message}</p>
      ) : null}
      {status.errorCode ? <p className="profile-meta">Error code: {status.errorCode}</p> : null}
      {s === "pending" && status.paymentLinkMessage ? <p>{status.paymentLinkMessage}</p> : null}
      {formError ? <p className="form-error" role="alert">{formError}</p> : null}
      <section className="account-card" aria-label="Payment details">
        <dl className="pay-facts">
          {status.amount > 0 ? (<><dt>Amount</dt><dd>{formatPrice(status.amount)}</dd></>) : null}
          {status.healthCreditsUsed > 0 ? (<><dt>Health credits used</dt><dd>{formatPrice(status.healthCreditsUsed)}</dd></>) : null}
          <dt>Payment method</dt><dd>{status.paymentMethod}</dd>
          {status.paymentOrderId ? (<><dt>Payment ID</dt><dd>{status.paymentOrderId}</dd></>) : null}
        </dl>
      </section>
      <div className="form-actions">
        {s === "success" && status.orderSucceededPath ? <Link to={status.orderSucceededPath} className="btn-primary">{status.orderSucceededLabel}</Link> : null}
        {s === "pending" && status.paymentLinkURL ? <Link to={status.paymentLinkURL} className="btn-primary">Complete payment</Link> : null}
        {status.canRetry ? (
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>Retry payment</button>
          </Form>
        ) : null}
        <Link to="/my-payments" className="btn-secondary">My payments</Link>
      </div>
    </div>
  );
}
