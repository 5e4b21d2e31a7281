/**
 * fetchBlobURLWithPRISMData for health records: a link to one file of one record that works for a few minutes and
 * only for the account that asked for it. The link carries its expiry and an HMAC over (account, record, file,
 * expiry) with the server's secret, and the download route checks the signed-in account as well, so a link that
 * leaks (history, a screenshot, a proxy log) opens nothing for anyone else and nothing at all once expired.
 */
import crypto from "node:crypto";
import { env } from "../../env";

/** How long a file link works. */
export const FILE_LINK_TTL_MS = 5 * 60_000;

const signatureOf = (accountId: number, recordId: string, index: number, expires: number) =>
  crypto.createHmac("sha256", env().SESSION_SECRET).update(`health-record-file:${accountId}:${recordId}:${index}:${expires}`).digest("base64url");

export function fileLinkOf(accountId: number, recordId: string, index: number, now = new Date()): { url: string; expiresAt: string } {
  const expires = now.getTime() + FILE_LINK_TTL_MS;
  const q = new URLSearchParams({ record: recordId, file: String(index), expires: String(expires), signature: signatureOf(accountId, recordId, index, expires) });
  return { url: `/resources/health-records/file?${q}`, expiresAt: new Date(expires).toISOString() };
}

/** The record and file a link names when it was signed for this account and has not expired; otherwise null. */
export function checkFileLink(accountId: number, params: URLSearchParams, now = new Date()): { recordId: string; index: number } | null {
  const recordId = params.get("record") ?? "";
  const index = Number(params.get("file"));
  const expires = Number(params.get("expires"));
  const given = Buffer.from(params.get("signature") ?? "");
  if (!recordId || !Number.isSafeInteger(index) || index < 0 || !Number.isSafeInteger(expires) || expires <= now.getTime()) return null;
  const wanted = Buffer.from(signatureOf(accountId, recordId, index, expires));
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted) ? { recordId, index } : null;
}
