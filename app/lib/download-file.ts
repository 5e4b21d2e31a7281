/**
 * Downloading an invoice, a report or any stored file in the browser. The spec: "A file download fetches a URL as
 * a binary blob." and "A downloaded file's type is detected from its first byte (jpeg, png, pdf); otherwise the
 * error is 'Unknown file type'." and "A download failure is only logged."
 */

export const UNKNOWN_FILE_TYPE = "Unknown file type";

export type DownloadFileType = "jpeg" | "png" | "pdf";

const EXTENSION: Record<DownloadFileType, string> = { jpeg: "jpg", png: "png", pdf: "pdf" };
const MIME: Record<DownloadFileType, string> = { jpeg: "image/jpeg", png: "image/png", pdf: "application/pdf" };

/**
 * The first byte of the three formats: JPEG starts 0xFF (FF D8 FF), PNG 0x89 ("\x89PNG"), PDF 0x25 ("%PDF-").
 * The spec asks for the first byte only, so that is all that is read.
 */
export function fileTypeFromFirstByte(bytes: Uint8Array): DownloadFileType | null {
  switch (bytes[0]) {
    case 0xff:
      return "jpeg";
    case 0x89:
      return "png";
    case 0x25:
      return "pdf";
    default:
      return null;
  }
}

export class UnknownFileTypeError extends Error {
  constructor() {
    super(UNKNOWN_FILE_TYPE);
  }
}

/** A downloaded blob, typed by its first byte; throws UnknownFileTypeError otherwise. */
export async function typedDownload(blob: Blob): Promise<{ type: DownloadFileType; blob: Blob }> {
  const first = new Uint8Array(await blob.slice(0, 1).arrayBuffer());
  const type = fileTypeFromFirstByte(first);
  if (!type) throw new UnknownFileTypeError();
  return { type, blob: new Blob([blob], { type: MIME[type] }) };
}

/** "report-1234567890" + pdf → "report-1234567890.pdf" (the extension follows the content, not the request). */
export const fileNameFor = (baseName: string, type: DownloadFileType) => `${baseName}.${EXTENSION[type]}`;

export interface DownloadDeps {
  fetch: typeof fetch;
  /** Hands the typed blob to the browser (an object URL and a click on a temporary link). */
  save: (blob: Blob, fileName: string) => void;
  log: (message: string, error: unknown) => void;
}

export type DownloadOutcome = { ok: true; fileName: string } | { ok: false; error: typeof UNKNOWN_FILE_TYPE | null };

/**
 * Fetches `url` as a blob and saves it. An unknown type is reported as the spec's 'Unknown file type' (shown to
 * the user); any other failure (network, 404, 401) is only logged and reported as `error: null`.
 */
export async function downloadFile(url: string, baseName: string, deps: DownloadDeps): Promise<DownloadOutcome> {
  try {
    const res = await deps.fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
    const { type, blob } = await typedDownload(await res.blob());
    const fileName = fileNameFor(baseName, type);
    deps.save(blob, fileName);
    return { ok: true, fileName };
  } catch (error) {
    if (error instanceof UnknownFileTypeError) return { ok: false, error: UNKNOWN_FILE_TYPE };
    deps.log(`Download of ${url} failed`, error);
    return { ok: false, error: null };
  }
}

/** The browser's way to save a blob under a name. */
export function saveBlobInBrowser(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
