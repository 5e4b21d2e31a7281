/**
 * The cart's billing as `getDiagnosticCartDetailsV1` answers it, shown by the spec's display rules: ₹, whole
 * numbers without decimals and otherwise two, lines that do not apply left out, and the per-patient split.
 */
import { formatPrice } from "~/lib/price";
import type { CartPageData } from "./cart-page.server";

type Billing = CartPageData["billing"];

function Row({ label, value, testId, minus = false, strong = false }: { label: string; value: number | string; testId: string; minus?: boolean; strong?: boolean }) {
  const text = typeof value === "string" ? value : `${minus ? "−" : ""}${formatPrice(value)}`;
  return (
    <div className={strong ? "bill-row bill-row--total" : "bill-row"}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{strong ? <strong>{text}</strong> : text}</dd>
    </div>
  );
}

/** What the patient saves against MRP: item discounts, the Circle discount and the coupon (credits are their own money). */
export function youSave(billing: Pick<Billing, "discountOnMrpNew" | "circleMemberDiscount" | "couponDiscount">): number {
  return Math.round((billing.discountOnMrpNew + billing.circleMemberDiscount + billing.couponDiscount) * 100) / 100;
}

export function BillingBox({ billing }: { billing: Billing }) {
  return (
    <section className="cart-billing" aria-labelledby="billing-heading">
      <h2 id="billing-heading">Bill summary</h2>
      <dl className="bill-rows">
        <Row label="Total MRP" value={billing.totalMrp} testId="billing-total-mrp" />
        {billing.discountOnMrpNew > 0 ? <Row label="Discount on MRP" value={billing.discountOnMrpNew} testId="billing-discount" minus /> : null}
        {billing.circleMemberDiscount > 0 ? <Row label="Circle member discount" value={billing.circleMemberDiscount} testId="billing-circle-discount" minus /> : null}
        {billing.couponDiscount > 0 ? <Row label={`Coupon (${billing.couponCode})`} value={billing.couponDiscount} testId="billing-coupon-discount" minus /> : null}
        <Row
          label="Home collection charges"
          value={billing.homeCollectionCharges > 0 ? billing.homeCollectionCharges : "Free"}
          testId="billing-collection"
        />
        {billing.bookingFees > 0 ? <Row label="Booking fee" value={billing.bookingFees} testId="billing-booking-fee" /> : null}
        {billing.additionalCharges > 0 ? <Row label="Additional charges" value={billing.additionalCharges} testId="billing-additional" /> : null}
        {billing.healthCreditsUsed > 0 ? <Row label="Health credits used" value={billing.healthCreditsUsed} testId="billing-health-credits" minus /> : null}
        <Row label="To pay" value={billing.toPay} testId="billing-to-pay" strong />
      </dl>
      {youSave(billing) > 0 ? (
        <p className="bill-saving" data-testid="billing-you-save">You save {formatPrice(youSave(billing))}</p>
      ) : null}
      {billing.perPatientToPay != null ? (
        <p className="bill-note" data-testid="billing-per-patient">
          {formatPrice(billing.perPatientToPay)} per patient ({billing.patientCount} patients)
        </p>
      ) : null}
      {billing.circleCashback > 0 ? (
        <p className="bill-note">You get {formatPrice(billing.circleCashback)} back as health credits with Circle.</p>
      ) : null}
      {billing.isCorporateFlow ? <p className="bill-note">Corporate prices applied.</p> : null}
    </section>
  );
}
