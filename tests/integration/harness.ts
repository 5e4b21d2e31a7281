/**
 * Integration tests run on SQLite always, and on PostgreSQL (and Redis) whenever TEST_POSTGRES_URL
 * (TEST_REDIS_URL) is set — then they must connect, or fail.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createServices, useServicesForTesting, type AppServices } from "~/.server/app-context";

export interface TestTarget {
  name: string;
  setup(): Promise<{ services: AppServices; teardown(): Promise<void> }>;
}

const sqlite: TestTarget = {
  name: "sqlite",
  async setup() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "h247-"));
    const services = await createServices(`file:${path.join(dir, "test.sqlite")}`);
    return {
      services,
      async teardown() {
        await services.db.destroy();
        await services.cache.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string, redisUrl: string | null): TestTarget {
  return {
    name: redisUrl ? "postgres+redis" : "postgres",
    async setup() {
      const pg = (await import("pg")).default;
      const name = `it_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const services = await createServices(dbUrl.toString(), redisUrl, `${name}:`);
      return {
        services,
        async teardown() {
          await services.db.destroy();
          await services.cache.close();
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        },
      };
    },
  };
}

export const targets: TestTarget[] = [
  sqlite,
  ...(process.env.TEST_POSTGRES_URL ? [postgres(process.env.TEST_POSTGRES_URL, process.env.TEST_REDIS_URL ?? null)] : []),
];

/**
 * Inside a `describe.each(targets)` block: sets the target up once for the block, makes it the app's services
 * (what GraphQL resolvers and routes read), and tears it down after. Returns a getter for the services.
 */
export function servicesOfTarget(target: TestTarget): () => AppServices {
  let services: AppServices | null = null;
  let teardown: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
    useServicesForTesting(services);
  });
  afterAll(async () => {
    useServicesForTesting(null);
    await teardown?.();
  });
  return () => services!;
}
