/**
 * The sandbox gateway's hosted checkout: the amount, the spec's payment methods (UPI with its 120 s timer, LazyPay
 * with its benefits) and the outcome a tester wants the bank to give. The choice goes to the sandbox's server, which tells the app through its
 * signed callback and then sends the browser back to the order's payment page.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstError } from "~/features/auth/FormField";
import { formatPrice } from "~/lib/price";
import { LAZYPAY, LAZYPAY_BENEFITS, ORDER_ID_EXPIRED, PAYMENT_LINK_EXPIRED_MESSAGE } from "~/lib/payment-status";
import type { CheckoutActionData } from "./payments.server";
import { NetbankingNotices } from "./NetbankingNotices";

export interface CheckoutData {
  paymentOrderId: string;
  amount: number;
  healthCreditsUsed: number;
  status: string;
  expired: boolean;
  expiresAt: string;
  paymentMethod: string | null;
  methods: string[];
  upiTimerSeconds: number;
  returnPath: string;
  netbankingNotices?: string[];
}

const OUTCOMES = [
  { value: "success", label: "Success: the bank approves" },
  { value: "failure", label: "Failure: the bank declines" },
  { value: "pending", label: "Pending: the bank has not answered yet" },
  { value: "abort", label: "Abort: I cancel the payment" },
];

/** LazyPay is Pay Later: its benefits say what that means before the patient picks it. */
export function PayLaterBenefits({ id }: { id: string }) {
  return (
    <ul id={id} className="pay-benefits" aria-label="LazyPay benefits">
      {LAZYPAY_BENEFITS.map((b) => <li key={b}>{b}</li>)}
    </ul>
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** "UPI timer 120 s": the time left to approve the collect request in a UPI app; restarts when UPI is chosen again. */
function UpiTimer({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const t = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(t);
  }, []);
  return left > 0 ? (
    <p className="field-hint">
      Approve the request in your UPI app within <span className="pay-timer" role="timer" aria-live="off">{clock(left)}</span>
    </p>
  ) : (
    <p className="form-error" role="alert">The UPI request timed out. Choose UPI again to send a new request.</p>
  );
}

export function SandboxCheckout({ data, actionData }: { data: CheckoutData; actionData: CheckoutActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState(actionData?.values?.method ?? "");
  const [upiRound, setUpiRound] = useState(0);
  useFocusFirstError(formRef, actionData?.fieldErrors);
  const expired = data.expired || actionData?.code === ORDER_ID_EXPIRED;
  const errors = actionData?.fieldErrors ?? {};

  return (
    <div className="pay-page account-page">
      <p className="pay-sandbox-note">Sandbox payment gateway: a test checkout, no real money moves.</p>
      <h1 className="page-title">{expired ? "Payment link expired" : "Complete your payment"}</h1>
      <section className="account-card" aria-label="Payment summary">
        <p className="pay-amount">Amount to pay {formatPrice(data.amount)}</p>
        {data.healthCreditsUsed > 0 ? <p className="profile-meta">Health credits used {formatPrice(data.healthCreditsUsed)} (not charged here)</p> : null}
        <p className="profile-meta">Payment ID {data.paymentOrderId}{expired ? null : ` · link valid till ${data.expiresAt}`}</p>
      </section>

      {expired ? (
        <div role="alert" className="form-error">
          <p>{PAYMENT_LINK_EXPIRED_MESSAGE}</p>
          <p>Error code: {ORDER_ID_EXPIRED}</p>
        </div>
      ) : actionData?.formError ? (
        <p className="form-error" role="alert">{actionData.formError}</p>
      ) : null}

      {expired ? (
        <Link to={data.returnPath} className="btn-primary">Back to your order</Link>
      ) : data.status === "CREATED" ? (
        <Form method="post" ref={formRef} noValidate>
          <NetbankingNotices notices={data.netbankingNotices} />
          <fieldset className="form-field">
            <legend className="form-legend">Payment method</legend>
            <div className="pay-options">
              {data.methods.map((m) => {
                const option = (
                  <label key={m}>
                    <input
                      type="radio" name="method" value={m} required checked={method === m}
                      aria-invalid={errors.method ? true : undefined}
                      aria-describedby={m === LAZYPAY ? "lazypay-benefits" : undefined}
                      onChange={() => { setMethod(m); if (m === "UPI") setUpiRound((r) => r + 1); }}
                    />
                    {m}
                  </label>
                );
                return m === LAZYPAY ? (
                  <div key={m} className="pay-later">
                    {option}
                    <PayLaterBenefits id="lazypay-benefits" />
                  </div>
                ) : option;
              })}
            </div>
            {errors.method ? <p className="field-error" role="alert">{errors.method}</p> : null}
          </fieldset>
          {method === "UPI" ? (
            <>
              <FormField name="upiId" label="UPI ID" placeholder="name@bank" autoComplete="off" defaultValue={actionData?.values?.upiId} error={errors.upiId} />
              <UpiTimer key={upiRound} seconds={data.upiTimerSeconds} />
            </>
          ) : null}
          <fieldset className="form-field">
            <legend className="form-legend">Sandbox outcome</legend>
            <div className="pay-options">
              {OUTCOMES.map((o) => (
                <label key={o.value}>
                  <input type="radio" name="outcome" value={o.value} required defaultChecked={actionData?.values?.outcome === o.value} aria-invalid={errors.outcome ? true : undefined} />
                  {o.label}
                </label>
              ))}
            </div>
            {errors.outcome ? <p className="field-error" role="alert">{errors.outcome}</p> : null}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Processing…" : `Pay ${formatPrice(data.amount)}`}</button>
          </div>
        </Form>
      ) : data.status === "PENDING" ? (
        <Form method="post">
          <p>Your bank has not confirmed this {data.paymentMethod ?? ""} payment yet. As the sandbox bank, answer it:</p>
          <input type="hidden" name="method" value={data.paymentMethod ?? ""} />
          <div className="form-actions">
            <button type="submit" name="outcome" value="success" className="btn-primary" disabled={busy}>Bank confirms the payment</button>
            <button type="submit" name="outcome" value="failure" className="btn-secondary" disabled={busy}>Bank declines the payment</button>
          </div>
        </Form>
      ) : (
        <>
          <p role="status">This payment is complete.</p>
          <Link to={data.returnPath} className="btn-primary">See payment status</Link>
        </>
      )}
    </div>
  );
}
