/**
 * Downloads. The spec: "A file download fetches a URL as a binary blob." "A downloaded file's type is detected from
 * its first byte (jpeg, png, pdf); otherwise the error is 'Unknown file type'." "A download failure is only logged."
 */
import { describe, expect, it, vi } from "vitest";
import { downloadFile, fileTypeFromFirstByte, UNKNOWN_FILE_TYPE } from "~/lib/download-file";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("'A downloaded file's type is detected from its first byte (jpeg, png, pdf)'", () => {
  it("reads jpeg (0xFF), png (0x89) and pdf (0x25 '%')", () => {
    expect(fileTypeFromFirstByte(bytes(0xff, 0xd8, 0xff))).toBe("jpeg");
    expect(fileTypeFromFirstByte(bytes(0x89, 0x50, 0x4e, 0x47))).toBe("png");
    expect(fileTypeFromFirstByte(new TextEncoder().encode("%PDF-1.3"))).toBe("pdf");
  });
  it("anything else (an executable, HTML, an empty body) has no type", () => {
    expect(fileTypeFromFirstByte(new TextEncoder().encode("MZ\x90"))).toBeNull();
    expect(fileTypeFromFirstByte(new TextEncoder().encode("<!doctype html>"))).toBeNull();
    expect(fileTypeFromFirstByte(bytes())).toBeNull();
  });
});

describe("downloadFile", () => {
  const deps = (body: BlobPart, status = 200) => ({
    fetch: vi.fn(async () => new Response(new Blob([body]), { status })) as unknown as typeof fetch,
    save: vi.fn(),
    log: vi.fn(),
  });

  it("fetches the URL as a blob and saves a PDF under a .pdf name, typed application/pdf", async () => {
    const d = deps("%PDF-1.3 rest");
    expect(await downloadFile("/resources/orders/7/report", "report-123", d)).toEqual({ ok: true, fileName: "report-123.pdf" });
    const [blob, name] = d.save.mock.calls[0] as [Blob, string];
    expect(name).toBe("report-123.pdf");
    expect(blob.type).toBe("application/pdf");
    expect(d.log).not.toHaveBeenCalled();
  });

  it("names the file by its content: a PNG served for a report is saved as .png", async () => {
    const d = deps(bytes(0x89, 0x50, 0x4e, 0x47));
    expect(await downloadFile("/x", "report-123", d)).toEqual({ ok: true, fileName: "report-123.png" });
  });

  it("'otherwise the error is 'Unknown file type'' and nothing is saved", async () => {
    const d = deps("<html>not a file</html>");
    expect(await downloadFile("/x", "report-123", d)).toEqual({ ok: false, error: UNKNOWN_FILE_TYPE });
    expect(UNKNOWN_FILE_TYPE).toBe("Unknown file type");
    expect(d.save).not.toHaveBeenCalled();
  });

  it("'A download failure is only logged': a 404 or a network error is logged, not shown", async () => {
    const notFound = deps("Order not found", 404);
    expect(await downloadFile("/x", "r", notFound)).toEqual({ ok: false, error: null });
    expect(notFound.log).toHaveBeenCalledTimes(1);
    const offline = { fetch: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch, save: vi.fn(), log: vi.fn() };
    expect(await downloadFile("/x", "r", offline)).toEqual({ ok: false, error: null });
    expect(offline.log).toHaveBeenCalledTimes(1);
    expect(offline.save).not.toHaveBeenCalled();
  });
});
