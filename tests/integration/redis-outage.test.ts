/**
 * "With Redis down, instances fall back to local caches and keep serving": the Redis cache answers from the
 * instance's memory while Redis cannot be reached, at once rather than after retries, and uses Redis again once it
 * is back. Redis is reached through a TCP proxy that the test cuts (the real server is never touched).
 */
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisCache } from "~/.server/cache/cache";
import { createLimiter, take } from "~/.server/rate-limit";
import { captureLogsForTesting } from "~/.server/log";
import { tcpProxy } from "../../scripts/cluster.mjs";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("Redis outage", () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let cache: RedisCache;
  const prefix = `it_redis_${crypto.randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    // Port 0 would change on restore; a fixed free port from the OS, then reused.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    proxy = await tcpProxy(port, { host: target.hostname, port: Number(target.port || 6379) });
    cache = await RedisCache.connect(`redis://127.0.0.1:${port}`, prefix);
  });
  afterAll(async () => {
    await cache.close();
    await proxy.close();
  });

  it("serves from memory while Redis is cut, fast, and from Redis again once it is back", async () => {
    await cache.set("shared", "from redis", 60_000);
    expect(await cache.get("shared")).toBe("from redis");
    // Cached by another instance: in Redis only.
    const other = new Redis(redisUrl!);
    await other.set(`${prefix}elsewhere`, JSON.stringify("from another instance"), "PX", 60_000);
    other.disconnect();
    const heard: string[] = [];
    cache.subscribe("published", (m) => heard.push(m));

    const logs = captureLogsForTesting();
    await proxy.cut();
    const started = Date.now();
    // What this instance cached is still there (its memory mirrors its writes); another instance's is not.
    expect(await cache.get("shared")).toBe("from redis");
    expect(await cache.get("elsewhere")).toBeUndefined();
    await cache.set("during", "kept locally", 60_000);
    expect(await cache.get("during")).toBe("kept locally");
    // A publish without Redis still reaches this instance's own listeners.
    await cache.publish("published", "v2");
    expect(heard).toEqual(["v2"]);
    // Rate limits still count (in memory) rather than failing or being lifted.
    const limiter = createLimiter(cache, `outage-${prefix}`, { points: 2, duration: 60 });
    expect([await take(limiter, "k"), await take(limiter, "k")]).toEqual([null, null]);
    expect(await take(limiter, "k")).toBeGreaterThan(0);
    const outageMs = Date.now() - started;
    logs.restore();
    expect(logs.events("REDIS_UNAVAILABLE")).toHaveLength(1);
    expect(outageMs).toBeLessThan(5000);

    await proxy.restore();
    await expect.poll(async () => cache.get("elsewhere"), { timeout: 15_000, interval: 100 }).toBe("from another instance");
    // What was cached locally during the outage is not trusted afterwards.
    expect(await cache.get("during")).toBeUndefined();
  });

  it("an instance started while Redis is down starts on its local cache and uses Redis once it is reachable", async () => {
    const target = new URL(redisUrl!);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const late = await tcpProxy(port, { host: target.hostname, port: Number(target.port || 6379) });
    await late.cut();
    const logs = captureLogsForTesting();
    const started = await RedisCache.connect(`redis://127.0.0.1:${port}`, prefix);
    try {
      logs.restore();
      expect(logs.events("REDIS_UNAVAILABLE")).toHaveLength(1);
      await started.set("at-start", "local", 60_000);
      expect(await started.get("at-start")).toBe("local");
      const heard: string[] = [];
      started.subscribe("published-late", (m) => heard.push(m));

      await late.restore();
      await cache.set("shared-late", "from redis", 60_000);
      await expect.poll(async () => started.get("shared-late"), { timeout: 15_000, interval: 100 }).toBe("from redis");
      // Its subscription, asked for while Redis was down, is in place once Redis is back: a publish elsewhere reaches it.
      await expect
        .poll(async () => {
          await cache.publish("published-late", "v3");
          return heard.includes("v3");
        }, { timeout: 15_000, interval: 200 })
        .toBe(true);
    } finally {
      await started.close();
      await late.close();
    }
  });
});
