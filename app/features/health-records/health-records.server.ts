/** Server glue of the health-records pages and downloads: whose records, which file, as what response. */
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { DomainError } from "~/.server/domain/errors";
import { checkFileLink, fileOfRecord, recordOfAccount } from "~/.server/domain/health-records";
import { prescriptionFileResponse } from "~/features/prescriptions/prescriptions.server";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/** A refusal that says nothing about whether the record exists. */
export const notFoundResponse = () => plain("Not found", 404);

/**
 * GET /resources/health-records/file?record=&file=&expires=&signature= (fetchBlobURLWithPRISMData): the file, for
 * the account the link was made for and only until it expires. Signed out, expired, tampered, or another
 * account's: the same 404.
 */
export async function recordFileDownload(request: Request): Promise<Response> {
  const user = await getSessionUser(request);
  if (!user) return notFoundResponse();
  const link = checkFileLink(user.accountId, new URL(request.url).searchParams);
  if (!link) return notFoundResponse();
  const { db } = await getServices();
  try {
    const record = await recordOfAccount(db, user.accountId, link.recordId);
    return prescriptionFileResponse(await fileOfRecord(db, record, link.index));
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return notFoundResponse();
    throw e;
  }
}

/** A FHIR Bundle as a download named after what it holds. */
export function fhirResponse(bundle: unknown, fileName: string): Response {
  return new Response(JSON.stringify(bundle, null, 2), {
    headers: {
      "Content-Type": "application/fhir+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
