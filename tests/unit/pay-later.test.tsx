// @vitest-environment jsdom
/**
 * LazyPay on the hosted checkout: "Lazy pay benefits: one-click payment, 0% interest, repay every 15 days."
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { PayLaterBenefits } from "~/features/payments/SandboxCheckout";
import { LAZYPAY, LAZYPAY_BENEFITS, ONLINE_PAYMENT_METHODS, isPaymentMethodName, paymentMethodName } from "~/lib/payment-status";

afterEach(cleanup);

describe("LazyPay (Pay Later)", () => {
  it("'Lazy pay benefits: one-click payment, 0% interest, repay every 15 days'", () => {
    expect(LAZYPAY_BENEFITS).toEqual(["one-click payment", "0% interest", "repay every 15 days"]);
    render(<PayLaterBenefits id="benefits" />);
    const list = screen.getByRole("list", { name: "LazyPay benefits" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual([...LAZYPAY_BENEFITS]);
  });

  it("is offered at the hosted checkout and named LazyPay once paid", () => {
    expect(ONLINE_PAYMENT_METHODS).toContain(LAZYPAY);
    expect(isPaymentMethodName(LAZYPAY)).toBe(true);
    expect(paymentMethodName(LAZYPAY)).toBe("LazyPay");
  });
});
