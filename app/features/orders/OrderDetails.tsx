import { useEffect } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { orderPageFormsSchema } from "~/lib/order-forms";
import { BillTable } from "./BillTable";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { OrderDetailsData, OrderActionData } from "./orders.server";
import { CancelDialog, RescheduleDialog } from "./OrderDialogs";
import { clearOrdersCache } from "./orders-cache";
import { OrderResults } from "./results/OrderResults";
import { DownloadButton } from "./results/DownloadButton";
import { formatPrice } from "~/lib/price";
import { displayName } from "~/lib/patient";
import { isReportReady, orderActions, PAYMENT_FAILED_MESSAGE, paymentLine, RATING_SCALE_MAX, showsPhleboOtp, timelineEntries } from "~/lib/order-labels";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { AgentTracker } from "./AgentTracker";
import { OrderStatusChip } from "./OrderStatusChip";
import { reportExpectedText } from "~/lib/report-expected";
import { StarRating } from "~/features/forms/StarRating";

function Journey({ steps }: { steps: NonNullable<OrderDetailsData["order"]["journey"]> }) {
  return (
    <ol className="order-journey" aria-label="Order journey">
      {steps.map((s) => (
        <li key={s.label} data-state={s.state} aria-current={s.state === "current" ? "step" : undefined}>{s.label}</li>
      ))}
    </ol>
  );
}

/**
 * A 1–5 rating form ("Rating scale maximum 5"): the agent's (rate-agent) or the order's (csat). A rating is
 * required (checked in the browser with the order forms' schema and again on the server); its message shows
 * by the stars and focus moves to them.
 */
function RatingForm({ intent, legend, submit, result }: { intent: "rate-agent" | "csat"; legend: string; submit: string; result: OrderActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult: result?.intent === intent ? result.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderPageFormsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const ratingError = fields.rating.errors?.[0];
  const ratingErrorId = `${intent}-rating-error`;
  const feedbackError = fields.feedback.errors?.[0];
  const feedbackId = `${intent}-feedback`;
  return (
    <Form method="post" replace className="rate-agent" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <StarRating name="rating" legend={legend} max={RATING_SCALE_MAX} required error={ratingError} errorId={ratingErrorId} />
      <div className="form-field">
        <label htmlFor={feedbackId}>Feedback (optional)</label>
        <textarea
          id={feedbackId} name="feedback" rows={2} maxLength={500}
          aria-invalid={feedbackError ? true : undefined} aria-describedby={feedbackError ? `${feedbackId}-error` : undefined}
        />
        {feedbackError ? <p id={`${feedbackId}-error`} className="field-error">{feedbackError}</p> : null}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Sending…" : submit}</button>
    </Form>
  );
}

/**
 * A failed online payment: the failure, Retry (a new attempt at the gateway, from the payment page's action), and
 * the way to pay cash at collection instead: the same tests back in the cart, where checkout offers cash. "Retry
 * of cash on delivery is always disabled", so only online payments reach here.
 */
function PaymentFailed({ parentOrderId }: { parentOrderId: number }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="order-payment-failed" role="alert">
      <p><strong>Payment failed.</strong> {PAYMENT_FAILED_MESSAGE}</p>
      <div className="item-actions">
        <Form method="post" action={`/payments/diagnostics/${parentOrderId}`}>
          <input type="hidden" name="intent" value="retry" />
          <button type="submit" className="btn-primary" disabled={busy}>Retry payment</button>
        </Form>
        <Form method="post" replace>
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className="btn-secondary" disabled={busy}>Pay cash at collection instead</button>
        </Form>
      </div>
      <p className="order-meta">Paying cash puts these tests back in your cart: choose a slot and &ldquo;Cash on delivery&rdquo; at checkout.</p>
    </div>
  );
}

export function OrderDetails({ data }: { data: OrderDetailsData }) {
  const { order, tracking, phlebo, reasons, slots, results, trackAgent } = data;
  const result = useActionData<OrderActionData>();
  useEffect(() => {
    if (result?.ok) clearOrdersCache(); // the list shows this order's new state next time
  }, [result]);
  const actions = orderActions({ orderStatus: order.orderStatus, hasPhlebotomist: order.hasPhlebotomist, phleboRating: order.phleboRating });
  const items = order.diagnosticOrderLineItems.filter((i) => !i.isRemoved);
  const patient = displayName(order.patientObj);
  const paymentFailed = order.orderStatus === S.PAYMENT_FAILED;

  return (
    <div className="orders-page order-details">
      <p className="breadcrumb"><Link to="/orders">My orders</Link> / Order #{order.displayId}</p>
      <h1 className="page-title">Order #{order.displayId}</h1>
      {result ? <p className={result.ok ? "form-notice" : "form-error"} role={result.ok ? "status" : "alert"}>{result.message}</p> : null}

      <section className="account-card" aria-labelledby="status-heading">
        <h2 id="status-heading">Status</h2>
        <p><OrderStatusChip status={order.orderStatus} label={order.orderStatusLabel} large /></p>
        <p className="order-meta">For {patient}{order.diagnosticDate ? ` · Sample collection ${order.diagnosticDate}` : ""}</p>
        {paymentFailed ? <PaymentFailed parentOrderId={order.parentOrderId} /> : null}
        {order.journey ? <Journey steps={order.journey} /> : null}
        {order.attributesObj.reportTATMessage && order.journey && !isReportReady(order.orderStatus) ? (
          <p className="order-tat">
            {order.attributesObj.reportTATMessage}
            {order.attributesObj.expectedReportGenerationTime ? (
              <>
                {" · "}
                <span data-testid="report-expected">{reportExpectedText(order.attributesObj.expectedReportGenerationTime)}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="item-actions">
          {order.canCancelOrReschedule && reasons ? (
            <>
              <RescheduleDialog reasons={reasons.rescheduleReasons} slots={slots} rescheduleCount={order.rescheduleCount} result={result} />
              <CancelDialog reasons={reasons.cancellationReasons} paymentType={order.paymentType} result={result} />
            </>
          ) : null}
          {actions.includes("VIEW_REPORT") && order.labReportURL && results?.hasReportFile ? <a className="btn-primary" href={`${order.labReportURL}?view=inline`} target="_blank" rel="noreferrer">View report</a> : null}
          {actions.includes("VIEW_REPORT") && !results?.hasReportFile ? <a className="btn-primary" href="#results">View results</a> : null}
          {actions.includes("DOWNLOAD_INVOICE") && order.invoiceURL ? <DownloadButton url={order.invoiceURL} fileBaseName={`invoice-${order.displayId}`} label="Download invoice" /> : null}
          {actions.includes("TRACK_ORDER") ? <a className="btn-secondary" href="#tracking">Track order</a> : null}
          {actions.includes("CHECK_STATUS") ? <a className="btn-secondary" href="#tracking">Check status</a> : null}
          {order.orderStatus === S.SAMPLE_REJECTED_IN_LAB ? <Link className="btn-primary" to={`/resample-order/${order.id}`}>Re-collect or get a refund</Link> : null}
          <Link className="btn-secondary" to={`/orders/order-summary/${order.parentOrderId}`}>Order summary</Link>
        </div>
      </section>

      {results ? (
        // "Download report" is the results table's own button (offered once the report file exists).
        <div className="account-card" id="results"><OrderResults results={results} displayId={order.displayId} /></div>
      ) : null}

      {phlebo ? (
        <section className="account-card" aria-labelledby="agent-heading" id="agent">
          <h2 id="agent-heading">Your sample collection agent</h2>
          <p><strong>{phlebo.name}</strong> · <a href={`tel:+91${phlebo.mobile}`}>{phlebo.mobile}</a></p>
          {showsPhleboOtp(order.orderStatus) && phlebo.phleboOTP ? <p>Share this OTP with the agent at collection: <strong className="phlebo-otp">{phlebo.phleboOTP}</strong></p> : null}
          {actions.includes("TRACK_AGENT") && phlebo.phleboTrackLink ? (
            trackAgent ? <AgentTracker orderId={order.id} agentName={phlebo.name} /> : <Link className="btn-secondary" to={phlebo.phleboTrackLink}>Track agent</Link>
          ) : null}
          {phlebo.phleboRating ? <p className="order-meta">You rated {phlebo.name} {phlebo.phleboRating} of {RATING_SCALE_MAX}.</p> : null}
          {actions.includes("RATE_AGENT") ? <RatingForm intent="rate-agent" legend={`Rate ${phlebo.name}`} submit="Rate agent" result={result} /> : null}
        </section>
      ) : null}

      {isReportReady(order.orderStatus) ? (
        <section className="account-card" aria-labelledby="csat-heading">
          <h2 id="csat-heading">Your experience</h2>
          {order.csatRating ? <p className="order-meta">You rated this order {order.csatRating} of {RATING_SCALE_MAX}. Thank you!</p> : <RatingForm intent="csat" legend="How was your lab test experience?" submit="Send rating" result={result} />}
        </section>
      ) : null}

      <section className="account-card" aria-labelledby="items-heading">
        <h2 id="items-heading">Tests</h2>
        <ul className="order-items">
          {items.map((i) => (
            <li key={i.itemId}><span>{i.itemName}</span><span>{formatPrice(i.price)}</span></li>
          ))}
        </ul>
        <BillTable bill={order.bill} paymentType={order.paymentType} couponCode={order.couponCode} />
        <p className="order-meta">{paymentLine(order.paymentType, order.orderStatus)}{order.address ? ` · ${order.address}` : ""}</p>
        {order.refunds.length ? (
          <div className="order-refunds">
            <h3>Refunds</h3>
            <ul>
              {order.refunds.map((r, n) => (
                <li key={n}>
                  {formatPrice(r.amountRefunded)} {r.refundMode === "HEALTH_CREDITS" ? "restored as health credits" : r.refundMode === "SOURCE" ? "refund to your original payment method" : `refund to ${r.destination ?? r.refundMode}`} — {r.status === "COMPLETED" ? "completed" : r.status === "REQUESTED" ? "requested" : "initiated"}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section className="account-card" aria-labelledby="tracking-heading" id="tracking">
        <h2 id="tracking-heading">Order history</h2>
        <ol className="order-tracking">
          {timelineEntries(tracking).map((t, n) => (
            <li key={n}>
              <span className="tracking-label">{t.statusLabel || t.orderStatus}</span>
              <time dateTime={t.statusDate}>{t.statusDateText}</time>
              {t.statusMessage ? <span className="order-meta">{t.statusMessage}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      {isReportReady(order.orderStatus) || order.orderStatus === S.ORDER_CANCELLED || order.orderStatus === S.REFUND_INITIATED ? (
        <Form method="post" replace>
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className="btn-secondary">Book these tests again</button>
        </Form>
      ) : null}
    </div>
  );
}
