/**
 * Prescription and studio media files carry X-Content-Type-Options once (the server adds it to every response, so a
 * route adding it too sent it twice), and studio media names and audit entries keep no control or
 * bidirectional-override characters (the address fields' rule: a right-to-left override makes text display as
 * something else).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorage, localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { startSession } from "~/.server/session";
import { BASE_SECURITY_HEADERS } from "~/.server/security-headers";
import { uploadMedia } from "~/.server/content/media";
import { listAudit, recordAudit } from "~/.server/content/audit";
import { recordOpsAudit } from "~/.server/domain/lab-tests/ops-console";
import { loader as mediaRoute } from "~/routes/media.$id.$variant";
import { loader as fileRoute } from "~/routes/resources.prescriptions.$id";
import { action as uploadRoute } from "~/routes/resources.prescriptions.upload";
import { hasUnsafeCharacters } from "~/lib/safe-text";
import { targets, servicesOfTarget } from "./harness";

const png = fs.readFileSync("tests/fixtures/prescription.png");
const RLO = "\u202E";

/** The response as server.mjs sends it: its security headers first, then the route's headers appended (Express). */
function sentHeaderCount(route: Response, name: string): number {
  const sent: [string, string][] = Object.entries(BASE_SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v]);
  for (const [k, v] of route.headers) sent.push([k.toLowerCase(), v]);
  return sent.filter(([k]) => k === name.toLowerCase()).flatMap(([, v]) => v.split(",")).length;
}

describe.each(targets)("file headers and stored text on $name", (target) => {
  const services = servicesOfTarget(target);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-headers-"));
    useFileStorageForTesting(localFileStorage(dir));
  });
  afterAll(() => {
    useFileStorageForTesting(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const editor = async () => {
    const a = await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000101").executeTakeFirstOrThrow();
    return { accountId: a.id, mobileNumber: "9000000101", role: "editor" as const, name: "Priya Sharma" };
  };

  it("a studio media file is sent with X-Content-Type-Options exactly once", async () => {
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#02475b" } }).png().toBuffer();
    const r = await uploadMedia(services().db, fileStorage(), await editor(), { name: "tile.png", bytes });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const res = await mediaRoute({ request: new Request(`http://localhost${r.url}`), params: { id: r.id, variant: r.url.split("/").pop() }, context: {} });
    expect(res.status).toBe(200);
    expect(sentHeaderCount(res, "X-Content-Type-Options")).toBe(1);
  });

  it("a prescription file is sent with X-Content-Type-Options exactly once", async () => {
    const db = services().db;
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
    const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).orderBy("id").executeTakeFirstOrThrow();
    const cookie = (await startSession({ accountId: account.id, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: false })).split(";")[0];
    const form = new FormData();
    form.set("patientId", String(patient.id));
    form.set("file", new File([new Uint8Array(png)], "rx.png", { type: "image/png" }));
    const up = await uploadRoute({ request: new Request("http://localhost/resources/prescriptions/upload", { method: "POST", body: form, headers: { cookie } }), params: {}, context: {} });
    const id = ((await up.json()) as { prescription: { id: number } }).prescription.id;
    const res = await fileRoute({ request: new Request(`http://localhost/resources/prescriptions/${id}`, { headers: { cookie } }), params: { id: String(id) }, context: {} });
    expect(res.status).toBe(200);
    expect(sentHeaderCount(res, "X-Content-Type-Options")).toBe(1);
  });

  it("'address fields refuse control and bidirectional-override characters' — the same rule keeps them out of studio media names and their audit entry", async () => {
    const bytes = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#fc9916" } }).png().toBuffer();
    const screen = { screenName: "diag_home", screenView: "web", segment: "bidi_test" };
    const r = await uploadMedia(services().db, fileStorage(), await editor(), { name: `offer${RLO}gnp.exe\u2066\u0007.png`, bytes, screen });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const row = await services().db.selectFrom("studio_media").select("original_name").where("id", "=", r.id).executeTakeFirstOrThrow();
    expect(row.original_name).toBe("offergnp.exe.png");
    const [entry] = await listAudit(services().db, screen, 1);
    expect(entry.detail).toContain("offergnp.exe.png");
    expect(hasUnsafeCharacters(entry.detail!)).toBe(false);
  });

  it("studio and operations audit entries drop bidirectional-override and control characters from what they quote", async () => {
    const db = services().db;
    await recordAudit(db, { accountId: null, actor: `9000000101${RLO}`, action: "publish", screenName: "diag_home", screenView: "web", segment: `seg${RLO}x`, detail: `title ${RLO}evil\u202C\n` });
    const [entry] = await listAudit(db, { screenName: "diag_home", screenView: "web", segment: "segx" }, 1);
    expect(entry).toMatchObject({ actor: "9000000101", segment_type: "segx", detail: "title evil" });

    const ops = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000103").executeTakeFirstOrThrow();
    await recordOpsAudit(db, { accountId: ops.id }, "DROP_LEAD", null, { reason: `no answer${RLO}dias` }, new Date().toISOString());
    const last = await db.selectFrom("ops_audit").select("detail").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    expect(JSON.parse(last.detail!)).toEqual({ reason: "no answerdias" });
  });
});
