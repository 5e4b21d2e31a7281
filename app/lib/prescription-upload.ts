/**
 * The spec's upload rules for prescriptions, shared by the page (an early answer before anything is sent) and the
 * server (the answer that counts, which also checks the file's content):
 * "Upload: file types png, jpg, jpeg, pdf only (MIME pdf, png, jpeg, jpg); size under 3 MB ('Invalid File Size.
 * File size must be less than 3MB'); the file name may contain only letters, digits, space, comma, hyphen,
 * underscore, dot and parentheses." (lab tests §5) and "File maximum 3,000,000 bytes." (§9)
 */

/** "File maximum 3,000,000 bytes": the largest file accepted (3,000,000 is accepted, 3,000,001 is not). */
export const FILE_MAXIMUM_BYTES = 3_000_000;

/** "file types png, jpg, jpeg, pdf only". */
export const PRESCRIPTION_FILE_EXTENSIONS = ["png", "jpg", "jpeg", "pdf"] as const;
export type PrescriptionFileExtension = (typeof PRESCRIPTION_FILE_EXTENSIONS)[number];

/** "(MIME pdf, png, jpeg, jpg)": the content types a file may turn out to be, by extension. */
export const PRESCRIPTION_CONTENT_TYPES: Readonly<Record<PrescriptionFileExtension, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

/** What the file input offers in the browser's picker (a hint only: the server decides by content). */
export const PRESCRIPTION_ACCEPT = ".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf";

export const INVALID_FILE_SIZE_MESSAGE = "Invalid File Size. File size must be less than 3MB";
export const UPLOAD_FAILED_MESSAGE = "Upload Failed. Please try again.";
// The spec gives no text for these two; they say what the spec's rule is, in its own words.
export const INVALID_FILE_TYPE_MESSAGE = "Invalid File Type. Please upload a png, jpg, jpeg or pdf file.";
export const INVALID_FILE_NAME_MESSAGE =
  "Invalid File Name. The file name may contain only letters, digits, space, comma, hyphen, underscore, dot and parentheses.";

/** A name longer than this is refused too: it is shown back in lists and kept in the database. */
export const FILE_NAME_MAX_LENGTH = 100;

// "letters, digits, space, comma, hyphen, underscore, dot and parentheses" — ASCII letters: the spec's sanitiser
// strips non-ASCII characters elsewhere, and a name is refused rather than silently changed.
const FILE_NAME = /^[A-Za-z0-9 ,\-_.()]+$/;

export function isValidPrescriptionFileName(name: string): boolean {
  return name.length > 0 && name.length <= FILE_NAME_MAX_LENGTH && FILE_NAME.test(name) && name.trim().length > 0;
}

/** The name's extension when it is one of the spec's four (case-insensitive), else null. */
export function prescriptionExtensionOf(name: string): PrescriptionFileExtension | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (PRESCRIPTION_FILE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as PrescriptionFileExtension) : null;
}

export const isValidPrescriptionFileSize = (bytes: number): boolean => bytes > 0 && bytes <= FILE_MAXIMUM_BYTES;

/**
 * What can be said from the name and size alone: the first broken rule's message, or null. The server repeats
 * this and then checks the content; passing here promises nothing.
 */
export function prescriptionFileProblem(file: { name: string; size: number }): string | null {
  if (!isValidPrescriptionFileName(file.name)) return INVALID_FILE_NAME_MESSAGE;
  if (!prescriptionExtensionOf(file.name)) return INVALID_FILE_TYPE_MESSAGE;
  if (file.size > FILE_MAXIMUM_BYTES) return INVALID_FILE_SIZE_MESSAGE;
  if (file.size <= 0) return UPLOAD_FAILED_MESSAGE;
  return null;
}

/**
 * A phone photo is often larger than 3 MB: the browser shrinks an image to this size before it is sent (with room
 * under FILE_MAXIMUM_BYTES), and only what still does not fit is refused. A PDF cannot be shrunk here.
 */
export const SHRINK_TARGET_BYTES = 2_800_000;
/** Long edge of a shrunk photo: a prescription stays readable well below a phone camera's 4000 px. */
export const SHRINK_MAX_EDGE_PX = 2400;

export const isShrinkableImage = (name: string): boolean => {
  const ext = prescriptionExtensionOf(name);
  return ext === "png" || ext === "jpg" || ext === "jpeg";
};

/** A shrunk photo is a JPEG: "Rx 12.png" is sent as "Rx 12.jpg" (the server checks the name against the content). */
export function shrunkFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** The spec's size refusal, with what to do next. */
export function tooLargeMessage(name: string): string {
  return isShrinkableImage(name)
    ? `${INVALID_FILE_SIZE_MESSAGE}. This photo is still too large after shrinking it: take it again closer to the prescription, or upload a PDF scan.`
    : `${INVALID_FILE_SIZE_MESSAGE}. Scan the prescription at a lower resolution, or upload a photo of it instead (photos are made smaller for you).`;
}

/** "4.2 MB": sizes as a patient reads them. */
export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
