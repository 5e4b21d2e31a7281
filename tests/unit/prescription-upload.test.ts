/**
 * Lab tests §5: "Upload: file types png, jpg, jpeg, pdf only (MIME pdf, png, jpeg, jpg); size under 3 MB ('Invalid
 * File Size. File size must be less than 3MB'); the file name may contain only letters, digits, space, comma,
 * hyphen, underscore, dot and parentheses." §9: "File maximum 3,000,000 bytes." §8: "'Upload Failed. Please try again.'"
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FILE_MAXIMUM_BYTES, INVALID_FILE_NAME_MESSAGE, INVALID_FILE_SIZE_MESSAGE, INVALID_FILE_TYPE_MESSAGE, UPLOAD_FAILED_MESSAGE,
  isShrinkableImage, isValidPrescriptionFileName, isValidPrescriptionFileSize, megabytes, prescriptionExtensionOf, prescriptionFileProblem,
  SHRINK_TARGET_BYTES, shrunkFileName, tooLargeMessage,
} from "~/lib/prescription-upload";
import { checkPrescriptionFile, decodeBase64, fileTypeExtension } from "~/.server/domain/lab-tests/prescriptions";
import { prescriptionLeadLabel } from "~/lib/prescription-lead";

const png = fs.readFileSync("tests/fixtures/prescription.png");
const jpg = fs.readFileSync("tests/fixtures/prescription.jpg");
const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");
/** The first bytes of a Linux executable. */
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

describe("the spec's messages", () => {
  it("uses the spec's words", () => {
    expect(INVALID_FILE_SIZE_MESSAGE).toBe("Invalid File Size. File size must be less than 3MB");
    expect(UPLOAD_FAILED_MESSAGE).toBe("Upload Failed. Please try again.");
    expect(FILE_MAXIMUM_BYTES).toBe(3_000_000);
  });
});

describe("file names: 'letters, digits, space, comma, hyphen, underscore, dot and parentheses'", () => {
  it.each(["Rx 23-11-2026 (Dr. Rao), final_v2.pdf", "scan.JPEG", "a.png", "(1).jpg"])("accepts %s", (name) => {
    expect(isValidPrescriptionFileName(name)).toBe(true);
  });
  it.each([
    ["path traversal", "../../etc/passwd.png"],
    ["a Windows path", "C:\\Users\\me\\rx.png"],
    ["markup", "<script>alert(1)</script>.png"],
    ["quotes", 'rx".png'],
    ["non-ASCII letters", "पर्चा.pdf"],
    ["an emoji", "rx💊.png"],
    ["a control character", "rx\u0000.png"],
    ["a right-to-left override", "rx\u202egnp.pdf"],
    ["a semicolon", "rx;rm.png"],
    ["only spaces", "   "],
    ["nothing", ""],
    ["a name too long", `${"a".repeat(97)}.png`],
  ])("refuses %s", (_, name) => {
    expect(isValidPrescriptionFileName(name)).toBe(false);
    expect(prescriptionFileProblem({ name, size: 10 })).toBe(INVALID_FILE_NAME_MESSAGE);
  });
});

describe("file types: 'png, jpg, jpeg, pdf only'", () => {
  it.each([["x.png", "png"], ["x.JPG", "jpg"], ["x.jpeg", "jpeg"], ["x.Pdf", "pdf"]])("%s is a %s", (name, ext) => {
    expect(prescriptionExtensionOf(name)).toBe(ext);
  });
  it.each(["x.gif", "x.exe", "x.png.exe", "x.svg", "x.html", "x", "x.heic"])("%s is not allowed", (name) => {
    expect(prescriptionExtensionOf(name)).toBeNull();
    expect(prescriptionFileProblem({ name, size: 10 })).toBe(INVALID_FILE_TYPE_MESSAGE);
  });
});

describe("size: 'File maximum 3,000,000 bytes'", () => {
  it("accepts exactly the maximum and refuses one byte more", () => {
    expect(isValidPrescriptionFileSize(FILE_MAXIMUM_BYTES)).toBe(true);
    expect(isValidPrescriptionFileSize(FILE_MAXIMUM_BYTES + 1)).toBe(false);
    expect(prescriptionFileProblem({ name: "rx.pdf", size: FILE_MAXIMUM_BYTES })).toBeNull();
    expect(prescriptionFileProblem({ name: "rx.pdf", size: FILE_MAXIMUM_BYTES + 1 })).toBe(INVALID_FILE_SIZE_MESSAGE);
  });
  it("refuses an empty file as a failed upload", () => {
    expect(prescriptionFileProblem({ name: "rx.pdf", size: 0 })).toBe(UPLOAD_FAILED_MESSAGE);
  });
});

describe("content, not name: the bytes must be the kind of file the name says", () => {
  it("accepts a real png, jpg and pdf", async () => {
    await expect(checkPrescriptionFile("rx.png", png)).resolves.toEqual({ contentType: "image/png", extension: "png" });
    await expect(checkPrescriptionFile("rx.jpeg", jpg)).resolves.toEqual({ contentType: "image/jpeg", extension: "jpeg" });
    await expect(checkPrescriptionFile("rx.pdf", pdf)).resolves.toEqual({ contentType: "application/pdf", extension: "pdf" });
  });
  it("refuses an executable or a text file renamed .png, and a pdf renamed .jpg", async () => {
    await expect(checkPrescriptionFile("rx.png", elf)).rejects.toThrow(INVALID_FILE_TYPE_MESSAGE);
    await expect(checkPrescriptionFile("rx.png", Buffer.from("just some text, not an image"))).rejects.toThrow(INVALID_FILE_TYPE_MESSAGE);
    await expect(checkPrescriptionFile("rx.jpg", pdf)).rejects.toThrow(INVALID_FILE_TYPE_MESSAGE);
    await expect(checkPrescriptionFile("rx.pdf", Buffer.from("<html><script>alert(1)</script></html>"))).rejects.toThrow(INVALID_FILE_TYPE_MESSAGE);
  });
  it("refuses a real png one byte over the maximum before looking at it", async () => {
    const big = Buffer.concat([png, Buffer.alloc(FILE_MAXIMUM_BYTES + 1 - png.length)]);
    await expect(checkPrescriptionFile("rx.png", big)).rejects.toThrow(INVALID_FILE_SIZE_MESSAGE);
    await expect(checkPrescriptionFile("rx.png", big.subarray(0, FILE_MAXIMUM_BYTES))).resolves.toMatchObject({ contentType: "image/png" });
  });
});

describe("base64 input of uploadFile", () => {
  it("takes fileType as an extension or as the MIME type '(MIME pdf, png, jpeg, jpg)'", () => {
    expect(["png", "JPG", "jpeg", "pdf", "image/png", "image/jpeg", "image/jpg", "application/pdf"].map(fileTypeExtension)).toEqual(["png", "jpg", "jpeg", "pdf", "png", "jpeg", "jpg", "pdf"]);
    expect(["gif", "image/gif", "text/html", "", "png/../x"].map(fileTypeExtension)).toEqual([null, null, null, null, null]);
  });
  it("decodes strict base64 (with or without a data: prefix)", () => {
    expect(decodeBase64(png.toString("base64"))).toEqual(png);
    expect(decodeBase64(`data:image/png;base64,${png.toString("base64")}`)).toEqual(png);
  });
  it.each([["empty", ""], ["not base64", "@@@@"], ["bad length", "abc"], ["whitespace", "iVBO R w0K"]])("refuses %s", (_, s) => {
    expect(() => decodeBase64(s)).toThrow(UPLOAD_FAILED_MESSAGE);
  });
  it("refuses the base64 of a file over the maximum without decoding it", () => {
    expect(() => decodeBase64("A".repeat(4_000_004))).toThrow(INVALID_FILE_SIZE_MESSAGE);
  });
});

describe("the lead's label (§4: 'new lead, labelled 'Prescription Uploaded'', 'lead dropped, labelled 'Order Aborted'')", () => {
  it("names the lead's states", () => {
    expect(prescriptionLeadLabel("NEW_LEAD")).toBe("Prescription Uploaded");
    expect(prescriptionLeadLabel("LEAD_DROPPED")).toBe("Order Aborted");
    expect(prescriptionLeadLabel("ORDER_PLACED")).toBe("Order Placed");
    expect(prescriptionLeadLabel(null)).toBe("");
  });
});

describe("photos larger than 3 MB are shrunk in the browser; only what still does not fit is refused", () => {
  it("png, jpg and jpeg photos are shrunk, to a JPEG under 'File maximum 3,000,000 bytes'; a PDF is not", () => {
    expect(["IMG_2041.jpg", "scan.JPEG", "Rx 12.png"].map(isShrinkableImage)).toEqual([true, true, true]);
    expect(isShrinkableImage("report.pdf")).toBe(false);
    expect(SHRINK_TARGET_BYTES).toBeLessThan(FILE_MAXIMUM_BYTES);
    expect(shrunkFileName("Rx 12.png")).toBe("Rx 12.jpg");
    expect(shrunkFileName("IMG_2041.jpeg")).toBe("IMG_2041.jpg");
  });

  it("a refusal for size keeps the spec's message and says what to do", () => {
    expect(tooLargeMessage("scan.pdf")).toMatch(/^Invalid File Size\. File size must be less than 3MB\. Scan the prescription at a lower resolution, or upload a photo/);
    expect(tooLargeMessage("IMG_2041.jpg")).toMatch(/^Invalid File Size\. File size must be less than 3MB\. This photo is still too large after shrinking it/);
    expect(megabytes(4_212_000)).toBe("4.2 MB");
  });
});
