/**
 * Sharing one record with a doctor: a link that works until it expires or the patient revokes it, and logs every
 * time it is opened or its file is downloaded. The token is shown once, when the link is made; only its hash is
 * kept, so the database alone cannot open a shared record.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { fileOfRecord, recordOfAccount, type MedicalRecord } from "./records";
import { hasUnsafeCharacters } from "~/lib/safe-text";
import { RECORD_TEXT_MAX } from "~/lib/health-records";
// A day by default, at most a month (a referral, a second opinion).
import { SHARE_DAYS, SHARE_WITH_MESSAGE } from "~/lib/health-record-form";


const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface RecordShare {
  id: number;
  recordId: string;
  sharedWith: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  active: boolean;
  views: number;
  lastViewedAt: string | null;
}

/** Makes a link to one of the account's records. Returns the share and the token (shown to the patient once). */
export async function shareRecord(db: DB, accountId: number, input: { recordId: string; sharedWith: string; days: number }, now = new Date()): Promise<{ share: RecordShare; token: string }> {
  const record = await recordOfAccount(db, accountId, input.recordId);
  const sharedWith = input.sharedWith.trim();
  if (!sharedWith || sharedWith.length > RECORD_TEXT_MAX || hasUnsafeCharacters(sharedWith) || /[<>]/.test(sharedWith)) throw badRequest(SHARE_WITH_MESSAGE);
  if (!(SHARE_DAYS as readonly number[]).includes(input.days)) throw badRequest("Please choose how long the link works");
  const token = crypto.randomBytes(24).toString("base64url");
  const row = await db
    .insertInto("health_record_shares")
    .values({
      account_id: accountId,
      record_ref: record.id,
      token_hash: hashOf(token),
      shared_with: sharedWith,
      expires_at: new Date(now.getTime() + input.days * 86_400_000).toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const share = (await sharesOfRecord(db, accountId, record.id, now)).find((s) => s.id === row.id)!;
  return { share, token };
}

/** The links made for one of the account's records, newest first, with how often each was opened. */
export async function sharesOfRecord(db: DB, accountId: number, recordId: string, now = new Date()): Promise<RecordShare[]> {
  const rows = await db
    .selectFrom("health_record_shares as s")
    .leftJoin("health_record_share_views as v", "v.share_id", "s.id")
    .select((eb) => ["s.id", "s.record_ref", "s.shared_with", "s.created_at", "s.expires_at", "s.revoked_at", eb.fn.count<number>("v.id").as("views"), eb.fn.max("v.viewed_at").as("last_viewed_at")])
    .where("s.account_id", "=", accountId)
    .where("s.record_ref", "=", recordId)
    .groupBy(["s.id", "s.record_ref", "s.shared_with", "s.created_at", "s.expires_at", "s.revoked_at"])
    .orderBy("s.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    recordId: r.record_ref,
    sharedWith: r.shared_with,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    active: !r.revoked_at && r.expires_at > now.toISOString(),
    views: Number(r.views),
    lastViewedAt: (r.last_viewed_at as string | null) ?? null,
  }));
}

/** Revokes one of the account's links (NOT_FOUND for anyone else's); revoking twice keeps the first time. */
export async function revokeShare(db: DB, accountId: number, shareId: number, now = new Date()): Promise<void> {
  const share = await db.selectFrom("health_record_shares").select(["id", "revoked_at"]).where("id", "=", shareId).where("account_id", "=", accountId).executeTakeFirst();
  if (!share) throw notFound("Share not found");
  if (!share.revoked_at) await db.updateTable("health_record_shares").set({ revoked_at: now.toISOString() }).where("id", "=", shareId).execute();
}

async function liveShare(db: DB, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const share = await db.selectFrom("health_record_shares").selectAll().where("token_hash", "=", hashOf(token)).executeTakeFirst();
  if (!share || share.revoked_at || share.expires_at <= now.toISOString()) return null;
  return share;
}

/**
 * What a doctor sees through a link: the record, or null once the link is unknown, expired or revoked (one answer
 * for all three, so links cannot be probed). Each opening is logged.
 */
export async function openSharedRecord(db: DB, token: string, now = new Date()): Promise<{ record: MedicalRecord; expiresAt: string } | null> {
  const share = await liveShare(db, token, now);
  if (!share) return null;
  const record = await recordOfAccount(db, share.account_id, share.record_ref).catch(() => null);
  if (!record) return null;
  await db.insertInto("health_record_share_views").values({ share_id: share.id, viewed_at: now.toISOString(), what: "VIEW" }).execute();
  return { record, expiresAt: share.expires_at };
}

/** A shared record's file, logged like an opening; null when the link no longer works. */
export async function sharedRecordFile(db: DB, token: string, index: number, now = new Date()) {
  const share = await liveShare(db, token, now);
  if (!share) return null;
  const record = await recordOfAccount(db, share.account_id, share.record_ref).catch(() => null);
  if (!record || !record.files[index]) return null;
  const file = await fileOfRecord(db, record, index).catch(() => null);
  if (file) await db.insertInto("health_record_share_views").values({ share_id: share.id, viewed_at: now.toISOString(), what: "FILE" }).execute();
  return file;
}
