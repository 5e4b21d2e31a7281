/** The spine's registries and the health-credits rule, each quoting what it enforces. */
import { describe, expect, it } from "vitest";
import { canMove, registerOrderKind, statusLabelOf } from "~/.server/domain/orders/order-kinds";
import { categoryOfKind, kindOfCategory, orderSucceededPath, registerPayableKind } from "~/.server/domain/payments/payable-kinds";
import { redeemableHealthCredits } from "~/.server/domain/health-credits/health-credits";
import { ORDER_TRANSITIONS } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import { registerSpineKinds } from "~/.server/domain/kinds";

registerSpineKinds();

const noop = async () => undefined;

describe("order kinds", () => {
  it("a kind's transition table decides which status may follow which; a status with no row is final", () => {
    const table = { PLACED: ["DONE", "CANCELLED"] };
    expect(canMove(table, "PLACED", "DONE")).toBe(true);
    expect(canMove(table, "DONE", "PLACED")).toBe(false);
    expect(canMove(table, "CANCELLED", "DONE")).toBe(false);
  });

  it("refuses a kind with a status it gives no label, so no order ever shows a raw status", () => {
    expect(() =>
      registerOrderKind({ kind: "UNLABELLED", label: "x", initialStatuses: ["A"], transitions: { A: ["B"] }, labels: { A: "Placed" }, detailPath: (id) => `/x/${id}` }),
    ).toThrow(/no label for B/);
  });

  it("lab orders keep today's lifecycle and labels: a report cannot come before the sample was collected", () => {
    expect(canMove(ORDER_TRANSITIONS, "PICKUP_CONFIRMED", "REPORT_GENERATED")).toBe(false);
    expect(canMove(ORDER_TRANSITIONS, "SAMPLE_TESTED", "REPORT_GENERATED")).toBe(true);
    expect(statusLabelOf("DIAGNOSTIC", "REPORT_GENERATED")).toBe("Report Generated");
  });
});

describe("payable kinds", () => {
  it("/payments/{category}/{orderId}: lab tests are the diagnostics category and a paid booking goes to /order-succeed-test", () => {
    expect(kindOfCategory("diagnostics")).toBe("DIAGNOSTIC");
    expect(categoryOfKind("DIAGNOSTIC")).toBe("diagnostics");
    expect(orderSucceededPath("DIAGNOSTIC", 42)).toBe("/order-succeed-test?orderId=42");
    expect(kindOfCategory("toString")).toBeNull();
  });

  it("a category names one kind: a second kind cannot take it", () => {
    const kind = { category: "diagnostics", succeededPath: () => null, checkStart: noop, onSuccess: noop, onFailure: noop, onLinkExpired: noop };
    expect(() => registerPayableKind({ kind: "SOMETHING_ELSE", ...kind })).toThrow(/category diagnostics is taken/);
  });
});

describe("health credits", () => {
  it("'Health credit redemption up to 50% of the order': never more than half, never more than the balance", () => {
    expect(redeemableHealthCredits(100_000, 69_900)).toBe(34_950);
    expect(redeemableHealthCredits(10_000, 69_900)).toBe(10_000);
    expect(redeemableHealthCredits(100_000, 99)).toBe(49); // half a paisa is not given
    expect(redeemableHealthCredits(-5, 69_900)).toBe(0);
  });
});
