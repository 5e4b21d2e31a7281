/**
 * Sealing personal financial data at rest (PAN, income): AES-256-GCM with the key in CARD_DATA_KEY, a fresh
 * 12-byte IV per value, and the owning account as associated data, so a sealed value copied onto another
 * account's row does not open. Stored as "v1.<iv>.<tag>.<ciphertext>" (base64url).
 */
import crypto from "node:crypto";
import { env } from "../../env";

export class CardKeyMissingError extends Error {
  constructor() {
    super("CARD_DATA_KEY is not set: card applications cannot be saved");
    this.name = "CardKeyMissingError";
  }
}

function key(given?: Buffer | null): Buffer {
  const k = given === undefined ? env().CARD_DATA_KEY : given;
  if (!k) throw new CardKeyMissingError();
  return k;
}

export function seal(plaintext: string, accountId: number, withKey?: Buffer | null): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(withKey), iv);
  cipher.setAAD(Buffer.from(`card-application:${accountId}`));
  const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

/** The plaintext; throws when the value was altered, sealed for another account or under another key. */
export function unseal(sealed: string, accountId: number, withKey?: Buffer | null): string {
  const [v, iv, tag, ct] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || ct == null) throw new Error("Not a sealed value");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(withKey), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(`card-application:${accountId}`));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
}
