/**
 * Demo lab-test orders of account 1 (+91 9000000001, the Sharma family; and two of account 3) so the order pages show something real
 * on a fresh install: reports ready, completed, cancelled, refunded, a rejected sample, pickups waiting, an agent
 * on the way. Deterministic: fixed ids, dates and codes; every history follows ORDER_TRANSITIONS (a unit test
 * checks it). Each e2e test works on its own order (see tests/e2e/orders.spec.ts):
 *   Kabir's CBC (pickup requested, cash) — rescheduled; Aarav's Lipid Profile + LFT (prepaid) — cancelled;
 *   Aarav's Vitamin B12 (sample collected) — agent rated.
 */
import type { DB } from "../client";
import { itemByTag } from "./catalogue";
import { DIAGNOSTIC_ORDER_STATUS as S, type DiagnosticOrderStatus } from "~/lib/order-status";
import { REFUND_STATUS } from "~/lib/payment-status";
import { flagFor, formatReferenceRange } from "~/lib/result-flags";
import { reportParametersOf } from "../../domain/lab-tests/order-results";
import type { Transaction } from "kysely";
import type { Database } from "../schema";

interface SeedChildOrder {
  uhid: string;
  items: string[]; // canonical tags
  /** Statuses in order; the last is the current one. */
  history: DiagnosticOrderStatus[];
  phlebotomistId?: number;
  phleboOtp?: string;
  phleboRating?: number;
  sampleSubmitted?: boolean;
  /** SAMPLE_REJECTED_IN_LAB for these items only (all when absent). */
  rejectedItems?: string[];
  /** Results the lab entered, by observation name (a report-ready order's parameters; others stay unentered). */
  results?: Record<string, string>;
}

export interface SeedParentOrder {
  /** Account 1 unless given. */
  accountId?: number;
  key: string;
  displayId: string;
  preBookingId: string | null;
  createdAt: string; // UTC
  slotAt: string; // UTC instant of the slot
  paymentType: "COD" | "ONLINE";
  healthCreditsUsed: number; // paise
  children: SeedChildOrder[];
}

const DONE = [S.ORDER_PLACED, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED];
const PAID = [S.PAYMENT_PENDING, S.PAYMENT_SUCCESSFUL, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED];

export const seedOrders: SeedParentOrder[] = [
  {
    key: "seed-order-01", displayId: "7100000001", preBookingId: "PB71000001", createdAt: "2026-08-04T05:10:00.000Z", slotAt: "2026-08-05T02:30:00.000Z",
    paymentType: "ONLINE", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000102", items: ["thyroid-profile-total-t3-t4-tsh", "vitamin-d-25-hydroxy"], history: [...PAID, S.REPORT_GENERATED, S.ORDER_COMPLETED], phlebotomistId: 2, phleboRating: 5 }],
  },
  {
    key: "seed-order-02", displayId: "7100000002", preBookingId: "PB71000002", createdAt: "2026-08-20T09:00:00.000Z", slotAt: "2026-08-22T03:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000104", items: ["hba1c-glycated-haemoglobin", "lipid-profile"], history: [S.ORDER_PLACED, S.PICKUP_REQUESTED, S.ORDER_CANCELLED] }],
  },
  {
    key: "seed-order-03", displayId: "7100000003", preBookingId: "PB71000003", createdAt: "2026-09-12T04:45:00.000Z", slotAt: "2026-09-13T01:30:00.000Z",
    paymentType: "ONLINE", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000102", items: ["complete-haemogram-cbc-esr"], history: [S.PAYMENT_PENDING, S.PAYMENT_SUCCESSFUL, S.ORDER_CANCELLED, S.REFUND_INITIATED] }],
  },
  {
    key: "seed-order-04", displayId: "7100000004", preBookingId: "PB71000004", createdAt: "2026-10-02T06:20:00.000Z", slotAt: "2026-10-03T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{
      uhid: "APJ1.0000000101", items: ["full-body-checkup-advanced"], history: [...DONE, S.REPORT_GENERATED], phlebotomistId: 1, phleboRating: 4,
      results: {
        HbA1c: "6.4", "Estimated Average Glucose (eAG)": "137", "Glucose, Fasting": "112", "Total Cholesterol": "214", Triglycerides: "168",
        "HDL Cholesterol": "42", "LDL Cholesterol (Direct)": "138", "TSH (Ultrasensitive)": "3.1", "Vitamin D (25-Hydroxy)": "18.6", Haemoglobin: "14.2",
      },
    }],
  },
  {
    key: "seed-order-05", displayId: "7100000005", preBookingId: "PB71000005", createdAt: "2026-10-28T07:00:00.000Z", slotAt: "2026-10-29T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000104", items: ["kidney-function-test-kft"], history: [...DONE.slice(0, 6), S.SAMPLE_REJECTED_IN_LAB], phlebotomistId: 3 }],
  },
  {
    key: "seed-order-06", displayId: "7100000006", preBookingId: "PB71000006", createdAt: "2026-11-10T05:30:00.000Z", slotAt: "2026-11-11T01:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000101", items: ["vitamin-b12-cyanocobalamin"], history: DONE.slice(0, 5), phlebotomistId: 2 }],
  },
  {
    key: "seed-order-07", displayId: "7100000007", preBookingId: "PB71000007", createdAt: "2026-11-14T08:15:00.000Z", slotAt: "2026-11-15T02:30:00.000Z",
    paymentType: "ONLINE", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000101", items: ["blood-sugar-fasting-and-pp"], history: [...PAID.slice(0, 6), S.SAMPLE_RECEIVED_IN_LAB], phlebotomistId: 1, sampleSubmitted: true }],
  },
  {
    key: "seed-order-08", displayId: "7100000008", preBookingId: "PB71000008", createdAt: "2026-11-18T10:40:00.000Z", slotAt: "2026-11-24T01:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [
      { uhid: "APJ1.0000000102", items: ["dengue-ns1-antigen"], history: [S.ORDER_PLACED, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED], phlebotomistId: 1, phleboOtp: "4821" },
      { uhid: "APJ1.0000000104", items: ["urine-routine-microscopy"], history: [S.ORDER_PLACED, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN], phlebotomistId: 1, phleboOtp: "9375" },
    ],
  },
  {
    key: "seed-order-09", displayId: "7100000009", preBookingId: "PB71000009", createdAt: "2026-11-20T04:00:00.000Z", slotAt: "2026-12-02T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000103", items: ["complete-blood-count-cbc"], history: [S.ORDER_PLACED, S.PICKUP_REQUESTED] }],
  },
  {
    key: "seed-order-10", displayId: "7100000010", preBookingId: "PB71000010", createdAt: "2026-11-21T06:30:00.000Z", slotAt: "2026-12-03T01:30:00.000Z",
    paymentType: "ONLINE", healthCreditsUsed: 20000,
    children: [{ uhid: "APJ1.0000000101", items: ["lipid-profile", "liver-function-test-lft"], history: [S.PAYMENT_PENDING, S.PAYMENT_SUCCESSFUL, S.PICKUP_REQUESTED] }],
  },
  {
    key: "seed-order-11", displayId: "7100000011", preBookingId: null, createdAt: "2026-11-22T12:00:00.000Z", slotAt: "2026-12-04T02:30:00.000Z",
    paymentType: "ONLINE", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000104", items: ["thyroid-profile-free-ft3-ft4-tsh"], history: [S.PAYMENT_PENDING, S.PAYMENT_FAILED] }],
  },
  // Aarav's earlier diabetes check: with seed-order-04 it gives his HbA1c two reports to trend across.
  {
    key: "seed-order-14", displayId: "7100000014", preBookingId: "PB71000014", createdAt: "2026-05-12T04:30:00.000Z", slotAt: "2026-05-13T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{
      uhid: "APJ1.0000000101", items: ["hba1c-glycated-haemoglobin", "lipid-profile"], history: [...DONE, S.REPORT_GENERATED, S.ORDER_COMPLETED], phlebotomistId: 1, phleboRating: 5,
      results: {
        HbA1c: "7.1", "Estimated Average Glucose (eAG)": "157", "Total Cholesterol": "232", Triglycerides: "190", "HDL Cholesterol": "39", "LDL Cholesterol (Direct)": "152",
      },
    }],
  },
  // Account 3 (Rahul Verma): earlier bookings that its signed-in home offers to book again.
  {
    accountId: 3, key: "seed-order-12", displayId: "7100000012", preBookingId: "PB71000012", createdAt: "2026-10-06T05:00:00.000Z", slotAt: "2026-10-07T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000301", items: ["hba1c-glycated-haemoglobin", "lipid-profile"], history: [...DONE, S.REPORT_GENERATED, S.ORDER_COMPLETED], phlebotomistId: 6, phleboRating: 5 }],
  },
  {
    accountId: 3, key: "seed-order-13", displayId: "7100000013", preBookingId: "PB71000013", createdAt: "2026-11-09T06:00:00.000Z", slotAt: "2026-11-10T02:30:00.000Z",
    paymentType: "COD", healthCreditsUsed: 0,
    children: [{ uhid: "APJ1.0000000302", items: ["vitamin-d-25-hydroxy"], history: [...DONE, S.REPORT_GENERATED], phlebotomistId: 6 }],
  },
];

const STEP_MS = 40 * 60_000;
const at = (iso: string, step: number) => new Date(Date.parse(iso) + step * STEP_MS).toISOString();

export async function seedDemoOrders(db: DB): Promise<void> {
  const patients = await db.selectFrom("patients").select(["id", "uhid"]).where("account_id", "in", [1, 3]).execute();
  if (!patients.length) return;
  const patientId = new Map(patients.map((p) => [p.uhid, p.id]));

  await db.transaction().execute(async (trx) => {
    for (const o of seedOrders) {
      const ACCOUNT_ID = o.accountId ?? 1;
      if (o.children.some((c) => !patientId.has(c.uhid))) continue;
      const home = await trx.selectFrom("addresses").selectAll().where("account_id", "=", ACCOUNT_ID).where("is_default", "=", 1).executeTakeFirst();
      const address = home
        ? { addressLine1: home.address_line1, addressLine2: home.address_line2, landmark: home.landmark, city: home.city, state: home.state, pincode: home.pincode }
        : { pincode: "500085", city: "Hyderabad" };
      const children = o.children.map((c) => {
        const items = c.items.map(itemByTag);
        const total = items.reduce((s, i) => s + i.price * 100, 0);
        return { c, items, total };
      });
      const itemsTotal = children.reduce((s, c) => s + c.total, 0);
      const totalMrp = children.reduce((s, c) => s + c.items.reduce((m, i) => m + i.mrp * 100, 0), 0);
      const current = (c: SeedChildOrder) => c.history[c.history.length - 1];
      const parent = await trx.insertInto("diagnostic_parent_orders").values({
        display_id: o.displayId, account_id: ACCOUNT_ID, idempotency_key: o.key, order_status: current(o.children[0]),
        payment_type: o.paymentType, payment_order_id: o.paymentType === "ONLINE" ? `PAY-${o.displayId}` : null,
        total_price: itemsTotal, total_mrp: totalMrp, collection_charges: 0, booking_fees: 0, circle_charges: 0, slot_charges: 0,
        coupon_code: null, coupon_disc_amount: 0, health_credits_used: o.healthCreditsUsed, to_pay: itemsTotal - o.healthCreditsUsed,
        city_id: home?.city_id ?? 9, address_id: home?.id ?? null, address: JSON.stringify(address), slot_id: null,
        slot_date_time_in_utc: o.slotAt, slot_duration_minutes: 60, is_corporate_flow: 0, billing: JSON.stringify({ seeded: true }),
        created_at: o.createdAt, updated_at: o.createdAt,
      }).returning("id").executeTakeFirstOrThrow();

      if (o.paymentType === "ONLINE") {
        const failed = o.children.every((c) => current(c) === S.PAYMENT_FAILED);
        const refunded = o.children.every((c) => current(c) === S.REFUND_INITIATED);
        await trx.insertInto("payments").values({
          payment_order_id: `PAY-${o.displayId}`, order_kind: "DIAGNOSTIC", order_ref: parent.id, account_id: ACCOUNT_ID,
          amount: itemsTotal - o.healthCreditsUsed, health_credits_used: o.healthCreditsUsed, payment_method: failed ? "UPI" : "Credit Card",
          payment_status: failed ? "FAILED" : refunded ? "REFUND" : "SUCCESS", payment_link_url: null, payment_link_expiry: null,
          provider_reference: `SANDBOX-${o.displayId}`, created_at: o.createdAt, updated_at: o.createdAt,
        }).execute();
      }

      for (const [n, { c, items, total }] of children.entries()) {
        const last = c.history.length - 1;
        const row = await trx.insertInto("diagnostic_orders").values({
          display_id: `${o.displayId}${n + 1}`, parent_order_id: parent.id, account_id: ACCOUNT_ID, patient_id: patientId.get(c.uhid)!,
          pre_booking_id: o.preBookingId, order_status: c.history[last], order_type: "HOME_COLLECTION", total_price: total, collection_charges: 0,
          coupon_disc_amount: 0, slot_id: null, slot_date_time_in_utc: o.slotAt, slot_duration_minutes: 60, phlebotomist_id: c.phlebotomistId ?? null,
          phlebo_otp: c.phleboOtp ?? null, phlebo_rating: c.phleboRating ?? null, sample_submitted: c.sampleSubmitted ? 1 : 0,
          created_at: o.createdAt, updated_at: at(o.createdAt, last),
        }).returning("id").executeTakeFirstOrThrow();
        await trx.insertInto("diagnostic_order_line_items").values(items.map((i) => ({
          order_id: row.id, item_id: i.itemId, item_name: i.itemName, item_type: i.itemType, quantity: 1, price: i.price * 100, mrp: i.mrp * 100,
          group_plan: "ALL", coupon_discount_amt: 0, circle_cashback: 0, report_tat_hours: i.reportTATHours, inclusions: JSON.stringify([]),
        }))).execute();
        await trx.insertInto("diagnostic_order_status_history").values(c.history.map((status, step) => ({
          order_id: row.id, order_status: status, status_date: at(o.createdAt, step), hide_status: 0,
          status_message: status === S.ORDER_CANCELLED ? "I booked by mistake" : null, actor: step === 0 ? `patient:${ACCOUNT_ID}` : "seed",
        }))).execute();
        if (c.results) await seedResults(trx, row.id, patientId.get(c.uhid)!, c.results, at(o.createdAt, last - 1));
        if (c.history[last] === S.REFUND_INITIATED) {
          await trx.insertInto("refunds").values({
            order_kind: "DIAGNOSTIC",
            order_id: row.id, payment_order_id: `PAY-${o.displayId}`, amount_refunded: total, item_ids: JSON.stringify(items.map((i) => i.itemId)),
            refund_type: "CANCELLATION", refund_mode: "SOURCE", destination: null, status: REFUND_STATUS.INITIATED, created_at: at(o.createdAt, last),
          }).execute();
        }
      }
    }
  });
}

/** The lab's entries for a seeded order: each named parameter of its tests, ranged and flagged as the console does. */
async function seedResults(trx: Transaction<Database>, orderId: number, patientId: number, values: Record<string, string>, enteredAt: string) {
  const patient = await trx.selectFrom("patients").select("gender").where("id", "=", patientId).executeTakeFirstOrThrow();
  const params = (await reportParametersOf(trx, orderId, patient.gender)).filter((p) => values[p.parameterName] !== undefined);
  if (!params.length) return;
  await trx.insertInto("diagnostic_order_results").values(params.map((p) => ({
    order_id: orderId, item_id: p.itemId, parameter_name: p.parameterName, value: values[p.parameterName], unit: p.range?.unit ?? null,
    range_low: p.range?.low ?? null, range_high: p.range?.high ?? null, reference_text: formatReferenceRange(p.range) || null, flag: flagFor(values[p.parameterName], p.range),
    // 0: entered by the seed, not by a staff account.
    print_order: p.printOrder, entered_by: 0, entered_at: enteredAt,
  }))).execute();
}
