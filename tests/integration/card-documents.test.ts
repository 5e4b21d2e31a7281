/**
 * Documents for a referred card application: only a REFERRED application takes them; the upload rules are the
 * product's (type sniffed from the content, 3 MB, the name's characters); each is handed to the bank; and only the
 * application's own account can read one back (another account, a visitor and a cross-site post get nothing).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/.server/session";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { useCardBankProviderForTesting, sandboxBankProvider, type CardDocumentForBank } from "~/.server/domain/credit-card/bank-provider";
import { saveApplicationData, submitApplication } from "~/.server/domain/credit-card/applications";
import { DOCUMENTS_NOT_ASKED } from "~/.server/domain/credit-card/documents";
import { action as overviewAction, loader as overviewLoader } from "~/routes/apollo-sbi-credit-card_.overview";
import { loader as documentFile } from "~/routes/resources.card-documents.$id";
import { INVALID_FILE_TYPE_MESSAGE } from "~/lib/prescription-upload";
import { servicesOfTarget, targets } from "./harness";

const BASE = "http://localhost:3000";
const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");
const png = fs.readFileSync("tests/fixtures/prescription.png");
let n = 0;
const freshNumber = () => `6${String(Date.now() % 1e6).padStart(6, "0")}${String(++n).padStart(3, "0")}`;

describe.each(targets)("card application documents on $name", (target) => {
  const services = servicesOfTarget(target);
  const received: CardDocumentForBank[] = [];
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "card-docs-"));
    useFileStorageForTesting(localFileStorage(dir));
    useCardBankProviderForTesting({ ...sandboxBankProvider, async sendDocument(_ref, d) { received.push(d); return { received: true }; } });
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    useCardBankProviderForTesting(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function applicant(employmentType: "salaried" | "self_employed") {
    const db = services().db;
    const mobileNumber = freshNumber();
    const a = await findOrCreateAccount(db, "+91", mobileNumber);
    const owner = { accountId: a.id, countryCode: "+91", mobileNumber };
    await saveApplicationData(db, owner, {
      firstName: "Rohan", lastName: "Verma", dateOfBirth: "02/03/1988", email: "rohan.verma@gmail.com", employmentType,
      ...(employmentType === "salaried" ? { companyName: "Infosys", designation: "Software Engineer" } : {}),
      pincode: "500081", addressLine1: "H.No. 12-2-790, Mehdipatnam", panNumber: "ABCPV1234K", annualIncome: "900000", consent: "on",
    });
    const decided = await submitApplication(db, owner, sandboxBankProvider);
    const cookie = (await startSession({ accountId: a.id, countryCode: "+91", mobileNumber, isCircleMember: false })).split(";")[0];
    return { id: a.id, cookie, status: decided.ok ? decided.application.status : null };
  }

  function upload(cookie: string | null, file: { name: string; bytes: Buffer; type: string }, kind = "INCOME_PROOF", headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set("kind", kind);
    form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    const request = new Request(`${BASE}/apollo-sbi-credit-card/overview`, { method: "POST", headers: { ...(cookie ? { cookie } : {}), ...headers }, body: form });
    return overviewAction({ request, params: {}, context: {} }).catch((e: unknown) => e as Response);
  }

  const read = (cookie: string | null, id: number) =>
    documentFile({ request: new Request(`${BASE}/resources/card-documents/${id}`, { headers: cookie ? { cookie } : {} }), params: { id: String(id) }, context: {} });

  it("a referred applicant uploads a proof; the bank gets it; only the owner reads it back", async () => {
    const me = await applicant("self_employed");
    expect(me.status).toBe("REFERRED");
    const res = await upload(me.cookie, { name: "ITR 2025-26.pdf", bytes: pdf, type: "application/pdf" });
    expect(res.status).toBe(302);
    const data = await (await overviewLoader({ request: new Request(`${BASE}/apollo-sbi-credit-card/overview`, { headers: { cookie: me.cookie } }), params: {}, context: {} })).json();
    expect(data.documents).toMatchObject([{ kind: "INCOME_PROOF", fileName: "ITR 2025-26.pdf", sentToBank: true }]);
    expect(received.at(-1)).toMatchObject({ kind: "INCOME_PROOF", contentType: "application/pdf" });
    const id = data.documents[0].id as number;

    const mine = await read(me.cookie, id);
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(pdf)).toBe(true);

    // IDOR: another applicant and a visitor see nothing, as for an id that does not exist.
    const other = await applicant("self_employed");
    expect((await read(other.cookie, id)).status).toBe(404);
    expect((await read(null, id)).status).toBe(404);
    expect((await read(me.cookie, id + 100_000)).status).toBe(404);
  });

  it("the upload rules: a renamed file is refused by its content, and the kind must be one of the list", async () => {
    const me = await applicant("self_employed");
    const renamed = await upload(me.cookie, { name: "salary-slip.pdf", bytes: png, type: "application/pdf" });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ error: INVALID_FILE_TYPE_MESSAGE });
    const kindless = await upload(me.cookie, { name: "aadhaar.png", bytes: png, type: "image/png" }, "SELFIE");
    expect(kindless.status).toBe(400);
    expect(await services().db.selectFrom("card_application_documents").select("id").where("account_id", "=", me.id).execute()).toEqual([]);
  });

  it("an application that is not referred takes no documents; visitors and cross-site posts are refused", async () => {
    const approved = await applicant("salaried");
    expect(approved.status).toBe("APPROVED");
    const res = await upload(approved.cookie, { name: "payslip.pdf", bytes: pdf, type: "application/pdf" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: DOCUMENTS_NOT_ASKED });

    const referred = await applicant("self_employed");
    expect((await upload(referred.cookie, { name: "payslip.pdf", bytes: pdf, type: "application/pdf" }, "INCOME_PROOF", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    const visitor = await upload(null, { name: "payslip.pdf", bytes: pdf, type: "application/pdf" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
    expect(await services().db.selectFrom("card_application_documents").select("id").where("account_id", "=", referred.id).execute()).toEqual([]);
  });
});
