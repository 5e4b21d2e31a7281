/** The patient's view of an order: spec §4 labels, groups, journey and the Cancel/Reschedule rule; §8/§9 reschedules. */
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import {
  CANCELLED_GROUP, JOURNEY_LABELS, MAX_RESCHEDULE_COUNT, ORDERS_PAGE_LIMIT, RATING_SCALE_MAX, REPORT_READY_GROUP, RESCHEDULE_LIMIT_MESSAGE,
  SAMPLE_PROGRESS_GROUP, canCancelOrReschedule, isCancelled, isReportReady, isSampleInProgress, journeyLabel, orderActions, orderJourney,
  orderStatusGroup, orderStatusLabel, paymentLine, rescheduleRefusal, showsPhleboOtp, timelineEntries,
} from "~/lib/order-labels";

describe("order status labels (spec §4 'Order status labels')", () => {
  it.each([
    ["order initiated, order placed", S.ORDER_INITIATED, "Order Initiated"],
    ["order initiated, order placed", S.ORDER_PLACED, "Order Placed"],
    ["payment pending, payment successful, payment failed", S.PAYMENT_PENDING, "Payment Pending"],
    ["payment pending, payment successful, payment failed", S.PAYMENT_SUCCESSFUL, "Payment Successful"],
    ["payment pending, payment successful, payment failed", S.PAYMENT_FAILED, "Payment Failed"],
    ["order confirmed and pickup requested", S.PICKUP_REQUESTED, "Order Confirmed"],
    ["pickup confirmed", S.PICKUP_CONFIRMED, "Pickup Confirmed"],
    ["agent on the way (phlebo check-in)", S.PHLEBO_CHECK_IN, "Agent on the way"],
    ["sample collected (phlebo completed)", S.PHLEBO_COMPLETED, "Sample Collected"],
    ["sample submitted", S.SAMPLE_SUBMITTED, "Sample Submitted"],
    ["sample rejected, resample initiated", S.SAMPLE_REJECTED_IN_LAB, "Sample Rejected"],
    ["sample rejected, resample initiated", S.RESAMPLE_INITIATED, "Resample Initiated"],
    ["report generated, order completed, partial order completed", S.REPORT_GENERATED, "Report Generated"],
    ["report generated, order completed, partial order completed", S.ORDER_COMPLETED, "Order Completed"],
    ["report generated, order completed, partial order completed", S.PARTIAL_ORDER_COMPLETED, "Partial Order Completed"],
    ["order rescheduled (also rescheduled request)", S.ORDER_RESCHEDULED, "Order Rescheduled"],
    ["order rescheduled (also rescheduled request)", S.ORDER_RESCHEDULED_REQUEST, "Order Rescheduled"],
    ["order cancelled, cancellation requested", S.ORDER_CANCELLED, "Order Cancelled"],
    ["order cancelled, cancellation requested", S.CANCELLATION_REQUESTED, "Cancellation Requested"],
    ["order cancelled, cancellation requested (cancel request)", S.ORDER_CANCELLED_REQUEST, "Cancellation Requested"],
    ["order failed", S.ORDER_FAILED, "Order Failed"],
    ["refund initiated, partial refund initiated, refund request initiated", S.REFUND_INITIATED, "Refund Initiated"],
    ["refund initiated, partial refund initiated, refund request initiated", S.PARTIAL_REFUND_INITIATED, "Partial Refund Initiated"],
    ["refund initiated, partial refund initiated, refund request initiated", S.REFUND_REQUEST_INITIATED, "Refund Request Initiated"],
    ["lead dropped, labelled 'Order Aborted'", S.LEAD_DROPPED, "Order Aborted"],
    ["new lead, labelled 'Prescription Uploaded'", S.NEW_LEAD, "Prescription Uploaded"],
  ])("%s: %s → %s", (_quote, status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusLabel(status, true)).toBe(label);
  });

  it.each([S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED, S.SAMPLE_NOT_COLLECTED_IN_LAB])(
    "'collected, received in lab, tested, or not collected in lab: the label is 'Sample Submitted' if a flag is set, otherwise 'Samples Received for Testing'' (%s)",
    (status) => {
      expect(orderStatusLabel(status, true)).toBe("Sample Submitted");
      expect(orderStatusLabel(status, false)).toBe("Samples Received for Testing");
    },
  );

  it("'Any unknown status gives an empty label.'", () => {
    expect(orderStatusLabel("SOMETHING_NEW")).toBe("");
    expect(orderStatusLabel("")).toBe("");
    expect(orderStatusLabel(null)).toBe("");
    expect(orderStatusLabel("toString")).toBe("");
  });

  it("labels every status the server knows", () => {
    for (const s of Object.values(S)) expect(orderStatusLabel(s), s).not.toBe("");
  });
});

describe("groups (spec §4 'Groups')", () => {
  it("'Cancelled group: cancellation requested, order cancelled, cancel request.'", () => {
    expect([...CANCELLED_GROUP].sort()).toEqual([S.CANCELLATION_REQUESTED, S.ORDER_CANCELLED, S.ORDER_CANCELLED_REQUEST].sort());
    for (const s of Object.values(S)) expect(isCancelled(s), s).toBe(CANCELLED_GROUP.includes(s));
  });

  it("'Sample-progress group: phlebo completed through sample tested.'", () => {
    expect(SAMPLE_PROGRESS_GROUP).toEqual([S.PHLEBO_COMPLETED, S.SAMPLE_SUBMITTED, S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED]);
    expect(isSampleInProgress(S.PHLEBO_CHECK_IN)).toBe(false);
    expect(isSampleInProgress(S.REPORT_GENERATED)).toBe(false);
    expect(isSampleInProgress(S.SAMPLE_TESTED)).toBe(true);
  });

  it("'Report-ready group: report generated, order completed, partial order completed.'", () => {
    expect([...REPORT_READY_GROUP].sort()).toEqual([S.ORDER_COMPLETED, S.PARTIAL_ORDER_COMPLETED, S.REPORT_GENERATED].sort());
    for (const s of Object.values(S)) expect(isReportReady(s), s).toBe(REPORT_READY_GROUP.includes(s));
  });
});

describe("Cancel and Reschedule buttons (spec §4)", () => {
  const allowed = [S.ORDER_INITIATED, S.PICKUP_REQUESTED, S.PAYMENT_SUCCESSFUL, S.ORDER_PLACED];
  it.each(Object.values(S))(
    "'show only if the order has a prebooking id and the status is order initiated, pickup requested, payment successful or order placed' (%s)",
    (status) => {
      expect(canCancelOrReschedule({ preBookingId: "PB12345678", orderStatus: status })).toBe((allowed as string[]).includes(status));
      expect(canCancelOrReschedule({ preBookingId: null, orderStatus: status })).toBe(false);
      expect(canCancelOrReschedule({ preBookingId: "", orderStatus: status })).toBe(false);
    },
  );

  it("'Reschedule maximum 3.' then 'You have rescheduled thrice. You're out of reschedule attempts.'", () => {
    expect(MAX_RESCHEDULE_COUNT).toBe(3);
    expect(rescheduleRefusal(0)).toBeNull();
    expect(rescheduleRefusal(2)).toBeNull();
    expect(rescheduleRefusal(3)).toBe("You have rescheduled thrice. You're out of reschedule attempts.");
    expect(rescheduleRefusal(4)).toBe(RESCHEDULE_LIMIT_MESSAGE);
  });

  it("'Orders page limit 10.' and 'Rating scale maximum 5.'", () => {
    expect(ORDERS_PAGE_LIMIT).toBe(10);
    expect(RATING_SCALE_MAX).toBe(5);
  });
});

describe("simplified journey (spec §4)", () => {
  it("'lab test booking, home sample collection confirmed, agent on the way, sample collection completed, samples received for testing, partial reports ready, reports ready, order completed'", () => {
    expect(JOURNEY_LABELS.map((l) => l.toLowerCase())).toEqual([
      "lab test booking", "home sample collection confirmed", "agent on the way", "sample collection completed",
      "samples received for testing", "partial reports ready", "reports ready", "order completed",
    ]);
  });

  it.each([
    [S.ORDER_PLACED, "Lab Test Booking"],
    [S.PAYMENT_SUCCESSFUL, "Lab Test Booking"],
    [S.PICKUP_REQUESTED, "Home Sample Collection Confirmed"],
    [S.PICKUP_CONFIRMED, "Home Sample Collection Confirmed"],
    [S.RESAMPLE_INITIATED, "Home Sample Collection Confirmed"],
    [S.PHLEBO_CHECK_IN, "Agent on the Way"],
    [S.PHLEBO_COMPLETED, "Sample Collection Completed"],
    [S.SAMPLE_RECEIVED_IN_LAB, "Samples Received for Testing"],
    [S.PARTIAL_ORDER_COMPLETED, "Partial Reports Ready"],
    [S.REPORT_GENERATED, "Reports Ready"],
    [S.ORDER_COMPLETED, "Order Completed"],
  ])("%s is at '%s', earlier steps done, later ones upcoming", (status, label) => {
    const steps = orderJourney(status)!;
    const at = steps.findIndex((s) => s.label === label);
    expect(journeyLabel(status)).toBe(label);
    expect(steps[at].state).toBe("current");
    expect(steps.slice(0, at).every((s) => s.state === "done")).toBe(true);
    expect(steps.slice(at + 1).every((s) => s.state === "upcoming")).toBe(true);
  });

  it("shows 'Partial Reports Ready' only for a partly reported order", () => {
    expect(orderJourney(S.REPORT_GENERATED)!.map((s) => s.label)).not.toContain("Partial Reports Ready");
    expect(orderJourney(S.PARTIAL_ORDER_COMPLETED)!.map((s) => s.label)).toContain("Partial Reports Ready");
  });

  it.each([S.ORDER_CANCELLED, S.CANCELLATION_REQUESTED, S.ORDER_FAILED, S.REFUND_INITIATED, S.LEAD_DROPPED, S.NEW_LEAD, "UNKNOWN"])(
    "has no journey for %s (the status label alone is shown)",
    (status) => expect(orderJourney(status)).toBeNull(),
  );
});

describe("actions offered (spec §4 'track agent, check status, view report, track order, rate agent, download invoice and report')", () => {
  const actions = (orderStatus: string, hasPhlebotomist = true, phleboRating: number | null = null) => orderActions({ orderStatus, hasPhlebotomist, phleboRating });

  it("track agent while the agent is on the way", () => {
    expect(actions(S.PHLEBO_CHECK_IN)).toContain("TRACK_AGENT");
    expect(actions(S.PHLEBO_CHECK_IN, false)).not.toContain("TRACK_AGENT");
    expect(actions(S.PICKUP_CONFIRMED)).not.toContain("TRACK_AGENT");
  });
  it("view and download the report, and the invoice, only in the report-ready group", () => {
    for (const s of Object.values(S)) {
      const a = actions(s);
      expect(a.includes("VIEW_REPORT"), s).toBe(isReportReady(s));
      expect(a.includes("DOWNLOAD_REPORT"), s).toBe(isReportReady(s));
      expect(a.includes("DOWNLOAD_INVOICE"), s).toBe(isReportReady(s));
    }
  });
  it("check status while the sample is with the lab; track order before that", () => {
    expect(actions(S.SAMPLE_RECEIVED_IN_LAB)).toContain("CHECK_STATUS");
    expect(actions(S.PICKUP_REQUESTED)).toContain("TRACK_ORDER");
    expect(actions(S.ORDER_CANCELLED)).toEqual([]);
  });
  it("rate agent once the sample is collected, until rated", () => {
    expect(actions(S.PHLEBO_COMPLETED)).toContain("RATE_AGENT");
    expect(actions(S.REPORT_GENERATED)).toContain("RATE_AGENT");
    expect(actions(S.REPORT_GENERATED, true, 4)).not.toContain("RATE_AGENT");
    expect(actions(S.PICKUP_CONFIRMED)).not.toContain("RATE_AGENT");
  });
  it("the agent's OTP shows only until the sample is taken", () => {
    expect(showsPhleboOtp(S.PICKUP_CONFIRMED)).toBe(true);
    expect(showsPhleboOtp(S.PHLEBO_CHECK_IN)).toBe(true);
    expect(showsPhleboOtp(S.PHLEBO_COMPLETED)).toBe(false);
  });
});

describe("seeded demo orders", () => {
  it("every seeded history follows the order lifecycle, and the demo covers the statuses the pages show", async () => {
    const { seedOrders } = await import("~/.server/db/seed-data/orders");
    const { canTransition } = await import("~/.server/domain/lab-tests/lab-order-lifecycle");
    for (const o of seedOrders) for (const c of o.children) {
      for (let i = 1; i < c.history.length; i++) expect(canTransition(c.history[i - 1], c.history[i]), `${o.key} ${c.history[i - 1]} → ${c.history[i]}`).toBe(true);
    }
    const current = seedOrders.flatMap((o) => o.children.map((c) => c.history[c.history.length - 1]));
    for (const s of [S.REPORT_GENERATED, S.ORDER_CANCELLED, S.PICKUP_REQUESTED, S.REFUND_INITIATED, S.SAMPLE_REJECTED_IN_LAB]) expect(current).toContain(s);
  });
});

describe("status chips and the timeline", () => {
  it("chips are coloured by the spec's groups: 'Cancelled group', 'Sample-progress group', 'Report-ready group', with failures apart", () => {
    expect([S.CANCELLATION_REQUESTED, S.ORDER_CANCELLED, S.ORDER_CANCELLED_REQUEST, S.REFUND_INITIATED].map(orderStatusGroup)).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
    expect([S.PHLEBO_COMPLETED, S.SAMPLE_SUBMITTED, S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED].map(orderStatusGroup)).toEqual(Array(5).fill("sample-progress"));
    expect([S.REPORT_GENERATED, S.ORDER_COMPLETED, S.PARTIAL_ORDER_COMPLETED].map(orderStatusGroup)).toEqual(Array(3).fill("report-ready"));
    // "Payment Failed" never looks like success.
    expect([S.PAYMENT_FAILED, S.ORDER_FAILED, S.LEAD_DROPPED, S.SAMPLE_REJECTED_IN_LAB].map(orderStatusGroup)).toEqual(Array(4).fill("failed"));
    expect(orderStatusGroup(S.PAYMENT_PENDING)).toBe("payment-pending");
    expect(orderStatusGroup(S.PICKUP_REQUESTED)).toBe("booked");
  });

  it("'Samples Received for Testing' appears once in the timeline, at the time the lab received the sample", () => {
    const history = [S.PICKUP_REQUESTED, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED, S.REPORT_GENERATED].map((orderStatus, i) => ({
      orderStatus, statusLabel: orderStatusLabel(orderStatus), statusDate: `2026-11-2${i}`,
    }));
    const timeline = timelineEntries(history);
    expect(timeline.map((t) => t.statusLabel)).toEqual(["Order Confirmed", "Sample Collected", "Samples Received for Testing", "Report Generated"]);
    expect(timeline[2].statusDate).toBe("2026-11-22");
    // The chip of an order in the lab uses the same words as its timeline entry.
    expect(orderStatusLabel(S.SAMPLE_TESTED)).toBe(timeline[2].statusLabel);
  });
});

describe("a failed-payment order", () => {
  it("shows no journey ahead, and its payment line never says 'Paid online'", () => {
    expect(orderJourney(S.PAYMENT_FAILED)).toBeNull();
    expect(paymentLine("ONLINE", S.PAYMENT_FAILED)).toBe("Online payment failed");
    expect(paymentLine("ONLINE", S.PAYMENT_PENDING)).toBe("Online payment not completed");
    expect(paymentLine("ONLINE", S.PICKUP_REQUESTED)).toBe("Paid online");
    expect(paymentLine("COD", S.PICKUP_REQUESTED)).toBe("Pay at collection (cash on delivery)");
  });
});
