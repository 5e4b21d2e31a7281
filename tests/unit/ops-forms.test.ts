/** The ops console's posts, read as the console's buttons send them. */
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { leadFormSchema, opsOrderFormSchema, resultInputsOf } from "~/lib/ops-forms";
import { retryPaymentFormSchema, sandboxCheckoutFormSchema } from "~/lib/payment-forms";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("ops console forms", () => {
  it("reads one checked test and several alike when converting a lead", () => {
    const one = parseWithZod(form([["intent", "convert"], ["orderId", "12"], ["itemId", "4"], ["slotDateTimeInUTC", "2026-11-28T02:30:00.000Z"]]), { schema: leadFormSchema });
    expect(one.status === "success" && one.value).toMatchObject({ intent: "convert", orderId: 12, itemId: [4] });
    const many = parseWithZod(form([["intent", "convert"], ["orderId", "12"], ["itemId", "4"], ["itemId", "9"], ["itemId", "x"]]), { schema: leadFormSchema });
    expect(many.status === "success" && many.value).toMatchObject({ itemId: [4, 9] });
  });

  it("refuses an unknown action instead of guessing one", () => {
    expect(parseWithZod(form([["intent", "delete-everything"], ["orderId", "12"]]), { schema: leadFormSchema }).status).toBe("error");
    const s = parseWithZod(form([["intent", "publish"]]), { schema: opsOrderFormSchema });
    expect(s.status).toBe("error");
  });

  it("asks for a phlebotomist when none is chosen", () => {
    const s = parseWithZod(form([["intent", "assign"], ["phlebotomistId", ""]]), { schema: opsOrderFormSchema });
    expect(s.status === "error" && s.error?.phlebotomistId).toEqual(["Choose a phlebotomist."]);
  });

  it("keeps result parameters whose names hold dots and brackets, blank ones included", () => {
    const f = form([["intent", "results"], ["result:7:Vit. D [25-OH]", "18.2"], ["result:7:Haemoglobin", ""]]);
    expect(parseWithZod(f, { schema: opsOrderFormSchema }).status).toBe("success");
    expect(resultInputsOf(f)).toEqual([
      { itemId: 7, parameterName: "Vit. D [25-OH]", value: "18.2" },
      { itemId: 7, parameterName: "Haemoglobin", value: "" },
    ]);
  });
});

describe("payment forms", () => {
  it("passes an empty checkout on to the checkout's own rules rather than failing to read it", () => {
    const s = parseWithZod(form([]), { schema: sandboxCheckoutFormSchema });
    expect(s.status === "success" && s.value).toEqual({ method: "", outcome: "", upiId: "" });
  });

  it("only retries on the retry button", () => {
    expect(parseWithZod(form([["intent", "retry"]]), { schema: retryPaymentFormSchema }).status).toBe("success");
    expect(parseWithZod(form([["intent", "refund"]]), { schema: retryPaymentFormSchema }).status).toBe("error");
  });
});
