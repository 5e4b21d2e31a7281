/**
 * Documents for an application the bank referred ("the bank will check your documents"): the applicant uploads
 * income, identity or address proof, by the product's upload rules (type sniffed from the content, 3 MB, the file
 * name's characters, the daily upload limit), and each is handed to the bank. Only the application's own account
 * lists, uploads or downloads them; another account's id is answered as not found.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { checkPrescriptionFile, returnUploadPlace, takeUploadPlace } from "../lab-tests/prescriptions";
import { fileStorage } from "../../providers/file-storage";
import { log } from "../../log";
import type { CardBankProvider } from "./bank-provider";

export const CARD_DOCUMENT_KINDS = {
  INCOME_PROOF: "Income proof (last 3 salary slips, ITR or 6 months' bank statement)",
  IDENTITY_PROOF: "Identity proof (Aadhaar, passport or voter ID)",
  ADDRESS_PROOF: "Address proof (utility bill, rent agreement or Aadhaar)",
} as const;
export type CardDocumentKind = keyof typeof CARD_DOCUMENT_KINDS;

/** Enough for every proof the bank asks for, with room for a second try at each. */
export const MAX_CARD_DOCUMENTS = 10;
export const DOCUMENTS_NOT_ASKED = "SBI Card asks for documents only when it is checking an application.";
export const TOO_MANY_DOCUMENTS = `You have uploaded ${MAX_CARD_DOCUMENTS} documents, the most an application takes.`;
export const CHOOSE_DOCUMENT_KIND = "Please choose what the document is.";

export interface CardDocument {
  id: number;
  kind: CardDocumentKind;
  kindLabel: string;
  fileName: string;
  bytes: number;
  sentToBank: boolean;
  createdAt: string;
}

export const cardDocumentUrl = (id: number) => `/resources/card-documents/${id}`;
const isKind = (k: string): k is CardDocumentKind => Object.hasOwn(CARD_DOCUMENT_KINDS, k);

export async function listCardDocuments(db: DB, accountId: number): Promise<CardDocument[]> {
  const rows = await db.selectFrom("card_application_documents").selectAll().where("account_id", "=", accountId).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as CardDocumentKind,
    kindLabel: isKind(r.kind) ? CARD_DOCUMENT_KINDS[r.kind] : r.kind,
    fileName: r.file_name,
    bytes: r.bytes,
    sentToBank: r.sent_at != null,
    createdAt: r.created_at,
  }));
}

/** Checks, stores and records one document of the account's referred application, then hands unsent ones to the bank. */
export async function uploadCardDocument(
  db: DB,
  accountId: number,
  bank: CardBankProvider,
  input: { kind: string; fileName: string; bytes: Uint8Array },
  now = new Date(),
): Promise<CardDocument[]> {
  const application = await db.selectFrom("card_applications").select(["id", "status", "application_ref_no"]).where("account_id", "=", accountId).executeTakeFirst();
  if (!application || application.status !== "REFERRED") throw badRequest(DOCUMENTS_NOT_ASKED);
  if (!isKind(input.kind)) throw badRequest(CHOOSE_DOCUMENT_KIND);
  const { contentType } = await checkPrescriptionFile(input.fileName, input.bytes);
  const count = await db.selectFrom("card_application_documents").select(db.fn.countAll<number>().as("n")).where("application_id", "=", application.id).executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_CARD_DOCUMENTS) throw badRequest(TOO_MANY_DOCUMENTS);
  await takeUploadPlace(db, accountId, now);
  let key: string | null = null;
  try {
    key = await fileStorage().put(`card-documents/${accountId}`, Buffer.from(input.bytes), contentType);
    await db
      .insertInto("card_application_documents")
      .values({ application_id: application.id, account_id: accountId, kind: input.kind, file_name: input.fileName, content_type: contentType, bytes: input.bytes.byteLength, file_key: key, sent_at: null, created_at: now.toISOString() })
      .execute();
  } catch (e) {
    if (key) await fileStorage().delete(key);
    await returnUploadPlace(db, accountId, now);
    throw e;
  }
  await sendPendingDocuments(db, accountId, application.application_ref_no ?? "", bank, now);
  return listCardDocuments(db, accountId);
}

/**
 * Hands the bank every document it does not have yet. A bank that cannot be reached is not the applicant's error:
 * the document stays recorded as not sent, and goes with the next upload.
 */
async function sendPendingDocuments(db: DB, accountId: number, applicationRefNo: string, bank: CardBankProvider, now: Date) {
  const pending = await db.selectFrom("card_application_documents").selectAll().where("account_id", "=", accountId).where("sent_at", "is", null).orderBy("id").execute();
  for (const d of pending) {
    const stored = await fileStorage().get(d.file_key);
    if (!stored) continue;
    try {
      const { received } = await bank.sendDocument(applicationRefNo, { id: d.id, kind: d.kind, fileName: d.file_name, contentType: d.content_type, bytes: stored.bytes });
      if (received) await db.updateTable("card_application_documents").set({ sent_at: now.toISOString() }).where("id", "=", d.id).execute();
    } catch (e) {
      log.warn({ event: "CARD_DOCUMENT_NOT_SENT", applicationRefNo, documentId: d.id, reason: (e as Error)?.message ?? "error" });
      return;
    }
  }
}

/** The file of one of the account's own documents; NOT_FOUND for anyone else's id, as for none. */
export async function cardDocumentFile(db: DB, accountId: number, id: number) {
  const row = await db.selectFrom("card_application_documents").selectAll().where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  if (!row) throw notFound("Document not found");
  const stored = await fileStorage().get(row.file_key);
  if (!stored) throw notFound("Document not found");
  return { bytes: stored.bytes, contentType: row.content_type, fileName: row.file_name };
}
