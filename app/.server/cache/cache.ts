/**
 * Shared cache with publish-invalidation. In-process LRU by default; Redis (plus Redis pub/sub, so every
 * app instance drops its local copies) when REDIS_URL is set.
 */
import { LRUCache } from "lru-cache";
import { log } from "../log";

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Tell every instance (this one included) that `channel` changed. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): void;
  close(): Promise<void>;
}

type Listener = (message: string) => void;

export class MemoryCache implements Cache {
  private lru = new LRUCache<string, { v: unknown }>({ max: 5000, ttlAutopurge: false });
  private listeners = new Map<string, Set<Listener>>();
  async get<T>(key: string) {
    return this.lru.get(key)?.v as T | undefined;
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    this.lru.set(key, { v: value }, { ttl: ttlMs });
  }
  async delete(key: string) {
    this.lru.delete(key);
  }
  async publish(channel: string, message: string) {
    for (const l of this.listeners.get(channel) ?? []) l(message);
  }
  subscribe(channel: string, listener: Listener) {
    if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
    this.listeners.get(channel)!.add(listener);
  }
  async close() {}
}

/**
 * Redis, with this process's memory as the fallback. Every write also goes to a local LRU (a mirror of what this
 * instance cached), read only when Redis cannot answer (down, restarting, unreachable): the instance then keeps
 * serving from warm copies of its configurations and section data instead of refetching everything at once.
 * Commands fail at once while the connection is down (no offline queue) and time out after
 * REDIS_COMMAND_TIMEOUT_MS. A publish message (something was republished) empties the mirror, so an outage
 * starting later cannot bring back what was invalidated.
 */
export class RedisCache implements Cache {
  private listeners = new Map<string, Set<Listener>>();
  private local = new MemoryCache();
  private failing = false;
  private constructor(
    private client: import("ioredis").Redis,
    private subscriber: import("ioredis").Redis,
    private prefix: string,
  ) {
    subscriber.on("message", (channel: string, message: string) => {
      const name = channel.slice(this.prefix.length);
      this.local = new MemoryCache();
      this.deliver(name, message);
    });
    for (const c of [client, subscriber]) c.on("error", (e: Error) => this.failed(e));
    client.on("ready", () => {
      if (!this.failing) return;
      this.failing = false;
      // Whatever was cached locally during the outage may have been invalidated elsewhere meanwhile.
      this.local = new MemoryCache();
      log.info({ event: "REDIS_RECOVERED" });
    });
  }
  static async connect(url: string, prefix = "h247:"): Promise<RedisCache> {
    const { Redis } = await import("ioredis");
    const commandTimeout = Number(process.env.REDIS_COMMAND_TIMEOUT_MS || 1000);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout });
    const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const cache = new RedisCache(client, subscriber, prefix);
    // Redis down at start-up is an outage like any other: the instance starts on its local cache, and ioredis keeps
    // reconnecting in the background (its retry strategy), after which Redis is used again ("ready" below).
    await Promise.all([client.connect(), subscriber.connect()]).catch((e: Error) => cache.failed(e));
    return cache;
  }
  private failed(e: Error) {
    if (this.failing) return;
    this.failing = true;
    log.warn({ event: "REDIS_UNAVAILABLE", message: e.message, fallback: "local cache" });
  }
  private deliver(channel: string, message: string) {
    for (const l of this.listeners.get(channel) ?? []) l(message);
  }
  /** Runs a Redis command; on failure runs `fallback` on the local cache instead. */
  private async orLocal<T>(command: () => Promise<T>, fallback: (local: MemoryCache) => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (e) {
      this.failed(e as Error);
      return fallback(this.local);
    }
  }
  async get<T>(key: string) {
    return this.orLocal(
      async () => {
        const raw = await this.client.get(this.prefix + key);
        return raw == null ? undefined : (JSON.parse(raw) as T);
      },
      (local) => local.get<T>(key),
    );
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    await this.local.set(key, value, ttlMs);
    await this.orLocal(
      async () => void (await this.client.set(this.prefix + key, JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)))),
      async () => {},
    );
  }
  async delete(key: string) {
    await this.local.delete(key);
    await this.orLocal(async () => void (await this.client.del(this.prefix + key)), async () => {});
  }
  async publish(channel: string, message: string) {
    // Without Redis only this instance hears it; the others keep their copies until these expire.
    await this.orLocal(
      async () => void (await this.client.publish(this.prefix + channel, message)),
      async () => {
        this.local = new MemoryCache();
        this.deliver(channel, message);
      },
    );
  }
  subscribe(channel: string, listener: Listener) {
    if (!this.listeners.has(channel)) {
      this.listeners.set(channel, new Set());
      void this.subscriber.subscribe(this.prefix + channel).catch((e: Error) => this.failed(e));
    }
    this.listeners.get(channel)!.add(listener);
  }
  /** The ioredis client and key prefix, for libraries that keep their own keys (rate limits). */
  get redis() {
    return { client: this.client, prefix: this.prefix };
  }
  /** Readiness: does Redis answer now? */
  async ping(): Promise<void> {
    await this.client.ping();
  }
  async close() {
    this.client.disconnect();
    this.subscriber.disconnect();
  }
}

export async function createCache(redisUrl: string | null, prefix?: string): Promise<Cache> {
  return redisUrl ? RedisCache.connect(redisUrl, prefix) : new MemoryCache();
}

/** Named cache lifetimes (ms), so numbers do not scatter through the code. */
export const CacheTTL = {
  /** Screen configuration expiry: 15 minutes (900000 ms). */
  screenConfiguration: 900_000,
  /** Section data cache: 15 minutes. */
  sectionData: 900_000,
  /** Generic cache: 30 minutes. */
  generic: 1_800_000,
} as const;
