/**
 * Databases for migration tests: an empty SQLite file always, and an empty PostgreSQL database when
 * TEST_POSTGRES_URL is set. The test migrates each to the version it starts from; all are dropped after the file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll } from "vitest";
import { createDb, type DB } from "~/.server/db/client";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function sqliteDb(): Promise<DB> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mig-"));
  const db = await createDb(`file:${path.join(dir, "m.sqlite")}`);
  cleanups.push(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

async function postgresDb(url: string): Promise<DB> {
  const pg = (await import("pg")).default;
  const name = `mig_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await createDb(u.toString());
  cleanups.push(async () => {
    await db.destroy();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return db;
}

export const migrationDatabases: [string, () => Promise<DB>][] = [
  ["sqlite", sqliteDb],
  ...(process.env.TEST_POSTGRES_URL ? [["postgres", () => postgresDb(process.env.TEST_POSTGRES_URL!)] as [string, () => Promise<DB>]] : []),
];

