/**
 * Per-account data of configured sections is cached (15 minutes). When something changes what an account's
 * personal sections show (registering for corporate benefits, say), the account's generation moves on, and the
 * next render asks the source again instead of showing the old answer.
 */
import type { Cache } from "./cache";

const DAY_MS = 24 * 60 * 60_000;

export const personalGenerationKey = (accountId: number) => `sdui:gen:u${accountId}`;

export async function personalGeneration(cache: Cache, accountId: number): Promise<number> {
  return (await cache.get<number>(personalGenerationKey(accountId))) ?? 0;
}

/** Outlives every cached section answer (15 minutes), so an old answer can never come back into use. */
export async function markPersonalDataChanged(cache: Cache, accountId: number, now = Date.now()): Promise<void> {
  await cache.set(personalGenerationKey(accountId), now, DAY_MS);
}
