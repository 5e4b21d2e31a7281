/**
 * Rate limiters (rate-limiter-flexible): an in-process memory store by default, the shared Redis store when the
 * app's cache is Redis (REDIS_URL), so every instance counts against the same limits. While Redis is down each
 * instance counts in its own memory (the library's insurance limiter): limits stay in force, per instance.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Cache } from "./cache/cache";

export interface Limit {
  /** How many actions are allowed … */
  points: number;
  /** … per this many seconds. */
  duration: number;
}

/** A limiter for `name`, stored where the cache is. */
export function createLimiter(cache: Cache, name: string, limit: Limit): RateLimiterAbstract {
  const redis = (cache as { redis?: { client: import("ioredis").Redis; prefix: string } }).redis;
  if (redis) {
    return new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: `${redis.prefix}rl:${name}`,
      ...limit,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...limit }),
    });
  }
  return new RateLimiterMemory({ keyPrefix: name, ...limit });
}

/**
 * Takes one point for `key`. Resolves with null when allowed, or with the ms until the next point is free.
 * Store failures are rethrown: a limit that cannot be checked is not silently lifted.
 */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (e) {
    if (e instanceof RateLimiterRes) return e.msBeforeNext;
    throw e;
  }
}
