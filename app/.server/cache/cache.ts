/**
 * Shared cache with publish-invalidation. In-process LRU by default; Redis (plus Redis pub/sub, so every
 * app instance drops its local copies) when REDIS_URL is set.
 */
import { LRUCache } from "lru-cache";

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

export class RedisCache implements Cache {
  private listeners = new Map<string, Set<Listener>>();
  private constructor(
    private client: import("ioredis").Redis,
    private subscriber: import("ioredis").Redis,
    private prefix: string,
  ) {
    subscriber.on("message", (channel: string, message: string) => {
      const name = channel.slice(this.prefix.length);
      for (const l of this.listeners.get(name) ?? []) l(message);
    });
  }
  static async connect(url: string, prefix = "h247:"): Promise<RedisCache> {
    const { Redis } = await import("ioredis");
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([client.connect(), subscriber.connect()]);
    return new RedisCache(client, subscriber, prefix);
  }
  async get<T>(key: string) {
    const raw = await this.client.get(this.prefix + key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  }
  async set<T>(key: string, value: T, ttlMs: number) {
    await this.client.set(this.prefix + key, JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)));
  }
  async delete(key: string) {
    await this.client.del(this.prefix + key);
  }
  async publish(channel: string, message: string) {
    await this.client.publish(this.prefix + channel, message);
  }
  subscribe(channel: string, listener: Listener) {
    if (!this.listeners.has(channel)) {
      this.listeners.set(channel, new Set());
      void this.subscriber.subscribe(this.prefix + channel);
    }
    this.listeners.get(channel)!.add(listener);
  }
  /** The ioredis client and key prefix, for libraries that keep their own keys (rate limits). */
  get redis() {
    return { client: this.client, prefix: this.prefix };
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
