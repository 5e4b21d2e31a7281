/**
 * Staff reads of patients' records are audited (who, what, when): the console's order page (details and results),
 * report and invoice downloads, prescription files and open leads. A patient reading their own records is not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { startSession } from "~/.server/session";
import { loader as opsOrderLoader } from "~/routes/ops.orders.$orderId";
import { loader as reportRoute } from "~/routes/resources.orders.$orderId.report";
import { loader as invoiceRoute } from "~/routes/resources.orders.$orderId.invoice";
import { loader as fileRoute } from "~/routes/resources.prescriptions.$id";
import { loader as opsFileRoute } from "~/routes/resources.ops.prescriptions.$id";
import { action as uploadRoute } from "~/routes/resources.prescriptions.upload";
import { leadsLoader } from "~/features/ops/leads/leads.server";
import { demoLabOrder } from "~/.server/db/seed-data/ops";
import { targets, servicesOfTarget } from "./harness";

const png = fs.readFileSync("tests/fixtures/prescription.png");

describe.each(targets)("staff reads audited on $name", (target) => {
  const services = servicesOfTarget(target);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-reads-"));
    useFileStorageForTesting(localFileStorage(dir));
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const who = async (mobile: string) => {
    const db = services().db;
    const a = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const p = await db.selectFrom("patients").select("id").where("account_id", "=", a.id).orderBy("id").executeTakeFirst();
    const cookie = (await startSession({ accountId: a.id, mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0];
    return { accountId: a.id, patientId: p?.id ?? 0, cookie };
  };
  const reads = (orderId: number | null) => {
    let q = services().db.selectFrom("ops_audit").select(["account_id", "action", "order_id", "at", "detail"]).where("action", "like", "VIEW_%");
    if (orderId !== null) q = q.where("order_id", "=", orderId);
    return q.orderBy("id").execute();
  };
  const get = (url: string, cookie: string) => new Request(`http://localhost${url}`, { headers: { cookie } });
  const settle = async (run: () => Promise<unknown>) => {
    try {
      return (await run()) as Response;
    } catch (e) {
      if (e instanceof Response) return e;
      throw e;
    }
  };
  const demoOrderId = async () =>
    (await services().db.selectFrom("diagnostic_orders").select("id").where("display_id", "=", demoLabOrder.displayId).executeTakeFirstOrThrow()).id;

  it("the patient reading their own report and invoice writes no audit entry", async () => {
    const owner = await who("9000000002");
    const orderId = await demoOrderId();
    await reportRoute({ request: get(`/resources/orders/${orderId}/report`, owner.cookie), params: { orderId: String(orderId) }, context: {} });
    await invoiceRoute({ request: get(`/resources/orders/${orderId}/invoice`, owner.cookie), params: { orderId: String(orderId) }, context: {} });
    expect(await reads(orderId)).toEqual([]);
  });

  it("staff opening an order in the console, and its report and invoice: one entry each with who, what and when", async () => {
    const ops = await who("9000000103");
    const orderId = await demoOrderId();
    const before = Date.now();
    const page = await settle(() => opsOrderLoader({ request: get(`/ops/orders/${orderId}`, ops.cookie), params: { orderId: String(orderId) }, context: {} }));
    expect(page.status ?? 200).toBe(200);
    await reportRoute({ request: get(`/resources/orders/${orderId}/report`, ops.cookie), params: { orderId: String(orderId) }, context: {} });
    await invoiceRoute({ request: get(`/resources/orders/${orderId}/invoice`, ops.cookie), params: { orderId: String(orderId) }, context: {} });
    const entries = await reads(orderId);
    expect(entries.map((e) => e.action)).toEqual(["VIEW_ORDER", "VIEW_REPORT", "VIEW_INVOICE"]);
    for (const e of entries) {
      expect(e.account_id).toBe(ops.accountId);
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("staff viewing a prescription file and its open lead are audited; the patient's own view of the file is not", async () => {
    const patient = await who("9000000001");
    const ops = await who("9000000103");
    const form = new FormData();
    form.set("patientId", String(patient.patientId));
    form.set("file", new File([new Uint8Array(png)], "rx.png", { type: "image/png" }));
    const up = await uploadRoute({ request: new Request("http://localhost/resources/prescriptions/upload", { method: "POST", body: form, headers: { cookie: patient.cookie } }), params: {}, context: {} });
    const { prescription } = (await up.json()) as { prescription: { id: number; leadOrderId: number } };

    const own = await fileRoute({ request: get(`/resources/prescriptions/${prescription.id}`, patient.cookie), params: { id: String(prescription.id) }, context: {} });
    expect(own.status).toBe(200);
    expect(await reads(prescription.leadOrderId)).toEqual([]);

    const staff = await opsFileRoute({ request: get(`/resources/ops/prescriptions/${prescription.id}`, ops.cookie), params: { id: String(prescription.id) }, context: {} });
    expect(staff.status).toBe(200);
    await leadsLoader(get(`/ops/leads?lead=${prescription.leadOrderId}`, ops.cookie));
    const entries = await reads(prescription.leadOrderId);
    expect(entries.map((e) => [e.action, e.account_id])).toEqual([["VIEW_PRESCRIPTION", ops.accountId], ["VIEW_LEAD", ops.accountId]]);
    expect(JSON.parse(entries[0].detail!)).toEqual({ prescriptionId: prescription.id });
  });
});
