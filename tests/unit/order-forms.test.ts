import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { orderPageFormsSchema, orderFormSchema, refundFormSchema } from "~/lib/order-forms";
import { REASON_REQUIRED_MESSAGE } from "~/lib/order-reasons";
import { RATING_REQUIRED_MESSAGE } from "~/lib/order-labels";
import { ACCOUNT_INVALID_MESSAGE, BANK_REQUIRED_MESSAGE, IFSC_INVALID_MESSAGE, UPI_INVALID_MESSAGE } from "~/lib/order-refunds";

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("the order forms schema", () => {
  it("reads a reschedule: the slot as a number, the reason and comment cut to their sizes", () => {
    const s = parseWithZod(form({ intent: "reschedule", slotId: "42", selectedDate: "2026-11-30", reason: "Patient is unwell", comment: "x".repeat(900) }), { schema: orderFormSchema });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect([s.value.intent, s.value.slotId, s.value.selectedDate, s.value.reason, s.value.comment.length]).toEqual(["reschedule", 42, "2026-11-30", "Patient is unwell", 500]);
  });

  it("a field left out reads as empty (the order's rules then refuse it with their own message)", () => {
    const s = parseWithZod(form({ intent: "cancel" }), { schema: orderFormSchema });
    expect(s.status === "success" && [s.value.reason, s.value.comment, s.value.rating]).toEqual(["", "", 0]);
  });
});

describe("the sample-rejected refund form", () => {
  const refund = (fields: Record<string, string>) => parseWithZod(form({ intent: "refund", amount: "350", ...fields }), { schema: refundFormSchema }).reply().error ?? {};

  it("'UPI ID not valid.' for a UPI id without its handle", () => {
    expect(refund({ type: "UPI", upi: "priya" })).toEqual({ upi: [UPI_INVALID_MESSAGE] });
    expect(refund({ type: "UPI", upi: "priya@okhdfc" })).toEqual({});
  });

  it("a bank refund needs a 9-18 digit account, the bank's name and a valid IFSC, all reported at once", () => {
    expect(refund({ type: "BANK", account: "12", ifsc: "HDFC123" })).toEqual({
      account: [ACCOUNT_INVALID_MESSAGE], bank: [BANK_REQUIRED_MESSAGE], ifsc: [IFSC_INVALID_MESSAGE],
    });
    expect(refund({ type: "BANK", account: "123456789012", bank: "HDFC Bank", ifsc: "hdfc0001234" })).toEqual({});
  });
});

describe("the order page's forms as the browser checks them", () => {
  const errors = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: orderPageFormsSchema }).reply().error ?? {};

  it("need a reason, with the server's message by the reason field", () => {
    expect(errors({ intent: "cancel" })).toEqual({ reason: [REASON_REQUIRED_MESSAGE] });
    expect(errors({ intent: "reschedule", slotId: "42", selectedDate: "2026-11-30", reason: "  " })).toEqual({ reason: [REASON_REQUIRED_MESSAGE] });
    expect(REASON_REQUIRED_MESSAGE).toBe("Please choose a reason.");
  });

  it("accept any picked reason (whether the order offers it is the server's check)", () => {
    expect(errors({ intent: "cancel", reason: "I booked by mistake" })).toEqual({});
    expect(errors({ intent: "reschedule", slotId: "42", selectedDate: "2026-11-30", reason: "I want a different time" })).toEqual({});
  });

  it("a rating from 1 to 5 for the agent and for the order, with the server's message by the stars", () => {
    expect(RATING_REQUIRED_MESSAGE).toBe("Please choose a rating from 1 to 5.");
    for (const intent of ["rate-agent", "csat"]) {
      expect(errors({ intent })).toEqual({ rating: [RATING_REQUIRED_MESSAGE] });
      expect(errors({ intent, rating: "6" })).toEqual({ rating: [RATING_REQUIRED_MESSAGE] });
      expect(errors({ intent, rating: "0" })).toEqual({ rating: [RATING_REQUIRED_MESSAGE] });
      expect(errors({ intent, rating: "1" })).toEqual({});
      expect(errors({ intent, rating: "5", feedback: "Quick and gentle" })).toEqual({});
    }
  });

  it("leave the page's other forms alone", () => {
    expect(errors({ intent: "reorder" })).toEqual({});
    expect(errors({ intent: "refund" })).toEqual({});
  });
});
