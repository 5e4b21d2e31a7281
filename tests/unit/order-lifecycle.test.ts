import { describe, expect, it } from "vitest";
import { ORDER_TRANSITIONS, canTransition } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

describe("order lifecycle", () => {
  it("has a row for every status the spec names", () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual(Object.values(S).sort());
  });

  it("never generates a report before a sample was collected and tested", () => {
    const reachesReportWithoutTesting = (from: string, seen = new Set<string>()): boolean => {
      if (from === S.SAMPLE_TESTED || from === S.PARTIAL_ORDER_COMPLETED) return false;
      if (seen.has(from)) return false;
      seen.add(from);
      const next = (ORDER_TRANSITIONS as Record<string, readonly string[]>)[from];
      return next.includes(S.REPORT_GENERATED) || next.some((n) => reachesReportWithoutTesting(n, seen));
    };
    expect(reachesReportWithoutTesting(S.ORDER_PLACED)).toBe(false);
    expect(canTransition(S.PICKUP_CONFIRMED, S.REPORT_GENERATED)).toBe(false);
    expect(canTransition(S.SAMPLE_TESTED, S.REPORT_GENERATED)).toBe(true);
  });

  it("moves a cash order through the lab's sequence", () => {
    const path = [S.ORDER_PLACED, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED,
      S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED, S.REPORT_GENERATED, S.ORDER_COMPLETED];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1], path[i])).toBe(true);
  });

  it("ends completed, failed, dropped and refunded orders", () => {
    for (const s of [S.ORDER_COMPLETED, S.ORDER_FAILED, S.LEAD_DROPPED, S.REFUND_INITIATED]) expect(ORDER_TRANSITIONS[s]).toEqual([]);
  });

  it("refuses unknown statuses", () => {
    expect(canTransition("SOMETHING_ELSE", S.ORDER_PLACED)).toBe(false);
  });
});
