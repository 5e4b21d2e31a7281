/**
 * Two app instances (`node server.mjs` on ports 3141 and 3142) sharing one fresh PostgreSQL database: 50
 * simultaneous bookings for a slot of capacity 5, split across both, give exactly 5 orders; one checkout
 * submitted to both instances gives one order. Needs TEST_POSTGRES_URL and a production build (`npm run build`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCookieSessionStorage } from "@remix-run/node";
import { createServices, type AppServices } from "~/.server/app-context";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { areaKeyOfCity, slotsWithPlaces } from "~/.server/domain/scheduling/slots";

const PG = process.env.TEST_POSTGRES_URL;
const PORTS = [3141, 3142];
const SECRET = "booking-instances-secret-0123456789";

describe.skipIf(!PG)("booking from two app instances on one PostgreSQL", () => {
  let services: AppServices;
  let dbName: string;
  let dbUrl: string;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first: the instances serve the production build");
    const pg = (await import("pg")).default;
    dbName = `bk_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    services = await createServices(dbUrl); // migrated and seeded before the instances start
    for (const port of PORTS) {
      const child = spawn("node", ["server.mjs"], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), NODE_ENV: "test", SESSION_SECRET: SECRET, DATABASE_URL: dbUrl } as NodeJS.ProcessEnv,
        stdio: ["ignore", "ignore", "inherit"],
      });
      servers.push(child);
    }
    for (const port of PORTS) {
      for (let i = 0; ; i++) {
        const ok = await fetch(`http://127.0.0.1:${port}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ _health }"}' })
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) break;
        if (i > 120) throw new Error(`instance on ${port} did not start`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await services?.db.destroy();
    await services?.cache.close();
    const pg = (await import("pg")).default;
    const c = new pg.Client({ connectionString: PG });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  /** A server-side session for account 1 and its signed cookie, as the app makes them. */
  async function sessionCookie(accountId: number, mobileNumber: string) {
    const token = crypto.randomBytes(32).toString("base64url");
    const now = Date.now();
    await services.db
      .insertInto("sessions")
      .values({ id: crypto.createHash("sha256").update(token).digest("hex"), account_id: accountId, created_at: now, last_seen_at: now, revoked_at: null })
      .execute();
    const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
    const session = await storage.getSession();
    session.set("token", token);
    session.set("accountId", accountId);
    session.set("mobileNumber", mobileNumber);
    session.set("countryCode", "+91");
    return (await storage.commitSession(session)).split(";")[0];
  }

  const BOOK = `mutation($i: SaveBookHomeCollectionOrderInputv2!) { saveDiagnosticBookHCOrderv2(diagnosticOrderInput: $i) { status errorMessageToDisplay parentOrderId } }`;

  async function book(port: number, cookie: string, input: Record<string, unknown>) {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: BOOK, variables: { i: input } }),
    });
    const body = (await res.json()) as { data?: { saveDiagnosticBookHCOrderv2: { status: boolean; errorMessageToDisplay: string | null; parentOrderId: number | null } }; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.saveDiagnosticBookHCOrderv2;
  }

  async function setUp() {
    const db = services.db;
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
    const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).orderBy("id").executeTakeFirstOrThrow();
    const address = await db.selectFrom("addresses").select("id").where("account_id", "=", account.id).where("pincode", "=", "500085").executeTakeFirstOrThrow();
    const item = await db.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "=", "complete-blood-count-cbc").executeTakeFirstOrThrow();
    // A free (no charge) slot at least a day ahead, so it is still offered when the instances book it.
    const slots = await slotsWithPlaces(db, { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(9) }, new Date());
    const slot = slots.find((s) => s.available && s.booked === 0 && s.slotCharges === 0 && s.dayLabel !== "Today")!;
    await db.updateTable("booking_slots").set({ capacity: 5 }).where("id", "=", slot.slotId).execute();
    const patients = [{ patientID: patient.id, itemIds: [item.item_id] }];
    const billing = await getDiagnosticCartDetailsV1(db, { accountId: account.id, patients, cityId: 9 });
    return {
      cookie: await sessionCookie(account.id, "9000000001"),
      slot,
      input: { patientsObjWithLineItems: patients, patientAddressID: address.id, slotDateTimeInUTC: slot.slotDateTimeInUTC, paymentMode: "COD", toPay: billing.toPay / 100 },
    };
  }

  it("50 simultaneous bookings for a slot of capacity 5, split across two instances, give exactly 5 orders", async () => {
    const { cookie, slot, input } = await setUp();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(PORTS[i % 2], cookie, { ...input, idempotencyKey: `two-instances-${i}-${crypto.randomUUID()}` })),
    );
    expect(results.filter((r) => r.status)).toHaveLength(5);
    expect(results.filter((r) => !r.status).map((r) => r.errorMessageToDisplay)).toEqual(Array(45).fill("No Slots Available. Please choose another slot."));
    const orders = await services.db.selectFrom("diagnostic_parent_orders").select("id").where("slot_id", "=", slot.slotId).execute();
    expect(orders).toHaveLength(5);
    const row = await services.db.selectFrom("booking_slots").select("booked").where("id", "=", slot.slotId).executeTakeFirstOrThrow();
    expect(row.booked).toBe(5);
  }, 60_000);

  it("one checkout submitted to both instances at once gives one order", async () => {
    const { cookie, input, slot } = await setUp();
    const idempotencyKey = `double-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all(PORTS.map((port) => book(port, cookie, { ...input, idempotencyKey })));
    expect(a.status && b.status).toBe(true);
    expect(a.parentOrderId).toBe(b.parentOrderId);
    const orders = await services.db.selectFrom("diagnostic_parent_orders").select("id").where("idempotency_key", "=", idempotencyKey).execute();
    expect(orders).toHaveLength(1);
    const row = await services.db.selectFrom("booking_slots").select("booked").where("id", "=", slot.slotId).executeTakeFirstOrThrow();
    expect(row.booked).toBe(1);
  }, 60_000);
});
