/**
 * The demo account's report-ready orders have a report: it is made from the seeded results on the first request,
 * stored, and served again from storage; "View report" opens it in the browser (inline) and "Download report"
 * saves it. Only the order's owner (and the lab) get it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { startSession } from "~/.server/session";
import { loader as reportRoute } from "~/routes/resources.orders.$orderId.report";
import { orderResultsFor } from "~/.server/domain/lab-tests/order-results";
import { REPORT_PATHOLOGIST, REPORTING_LAB } from "~/.server/domain/lab-tests/report-signatory";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { targets, servicesOfTarget } from "./harness";

async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

describe.each(targets)("the demo account's reports on $name", (target) => {
  const services = servicesOfTarget(target);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "report-files-"));
    useFileStorageForTesting(localFileStorage(dir));
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const accountOf = async (mobile: string) =>
    (await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow()).id;
  const cookie = async (mobile: string) =>
    (await startSession({ accountId: await accountOf(mobile), mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0];
  const get = (id: number, query: string, c?: string) =>
    reportRoute({ request: new Request(`http://localhost/resources/orders/${id}/report${query}`, { headers: c ? { cookie: c } : {} }), params: { orderId: String(id) }, context: {} }) as Promise<Response>;

  it("Aarav's Full Body Checkup - Advanced report is made on first request, with the package above its tests, and stored", async () => {
    const db = services().db;
    const owner = await accountOf("9000000001");
    const order = await db
      .selectFrom("diagnostic_orders as o")
      .innerJoin("diagnostic_order_line_items as li", "li.order_id", "o.id")
      .select(["o.id", "o.display_id", "o.report_file_key"])
      .where("o.account_id", "=", owner)
      .where("o.order_status", "=", S.REPORT_GENERATED)
      .where("li.item_name", "=", "Full Body Checkup - Advanced")
      .executeTakeFirstOrThrow();
    expect(order.report_file_key).toBeNull();
    const results = await orderResultsFor(db, owner, order.id);
    expect(results.groups.length).toBeGreaterThan(5);
    // The order page offers "View report" for it.
    expect(results.hasReportFile).toBe(true);

    const me = await cookie("9000000001");
    const viewed = await get(order.id, "?view=inline", me);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("content-type")).toBe("application/pdf");
    expect(viewed.headers.get("content-disposition")).toBe(`inline; filename="report-${order.display_id}.pdf"`);
    const bytes = Buffer.from(await viewed.arrayBuffer());
    // pdf.js takes over the array it reads: it gets a copy.
    const pages = await pdfPages(new Uint8Array(bytes));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Certificate No. ${REPORTING_LAB.nablCertificate}`);
      expect(page).toContain("Patient: Aarav Sharma");
      expect(page).toMatch(/\d+ years \/ Male/);
      expect(page).toContain(`Order ID: ${order.display_id}`);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const text = pages.join("\n");
    expect(text.match(/Package: Full Body Checkup - Advanced/g)).toHaveLength(1);
    expect(text).toMatch(/Complete Blood Count \(CBC\)\s*Sample: Whole blood \(EDTA\) · Method: Automated cell counter/);
    expect(text).toContain(REPORT_PATHOLOGIST.name);
    expect(pages.at(-1)).toContain("*** End of report ***");

    // Stored once: the download is the same file, saved rather than opened.
    const stored = await db.selectFrom("diagnostic_orders").select("report_file_key").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(stored.report_file_key).not.toBeNull();
    const downloaded = await get(order.id, "", me);
    expect(downloaded.headers.get("content-disposition")).toBe(`attachment; filename="report-${order.display_id}.pdf"`);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);

    // Another account gets nothing, and makes nothing.
    expect((await get(order.id, "?view=inline", await cookie("9000000002"))).status).toBe(404);
  });

  it("an order whose report is not ready still answers 'The report is not ready yet', and no file is made", async () => {
    const db = services().db;
    const owner = await accountOf("9000000001");
    const waiting = await db.selectFrom("diagnostic_orders").select("id").where("account_id", "=", owner).where("order_status", "=", S.PICKUP_REQUESTED).executeTakeFirstOrThrow();
    const res = await get(waiting.id, "?view=inline", await cookie("9000000001"));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("The report is not ready yet");
    expect((await db.selectFrom("diagnostic_orders").select("report_file_key").where("id", "=", waiting.id).executeTakeFirstOrThrow()).report_file_key).toBeNull();
  });
});
