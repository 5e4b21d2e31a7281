import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localFileStorage } from "~/.server/providers/file-storage";

describe("local file storage", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
  const storage = localFileStorage(dir);

  it("gives back the bytes and type it was given, under a key it made", async () => {
    const key = await storage.put("prescriptions/7", Buffer.from("%PDF-1.4"), "application/pdf");
    expect(key).toMatch(/^prescriptions\/7\/[0-9a-f]{32}$/);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from("%PDF-1.4"), contentType: "application/pdf" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("never reads outside its directory, whatever key it is handed", async () => {
    fs.writeFileSync(path.join(os.tmpdir(), "secret.txt"), "x");
    expect(await storage.get("../secret.txt")).toBeNull();
    expect(await storage.get("a/../../secret.txt")).toBeNull();
    await expect(storage.put("../up", Buffer.from("x"), "text/plain")).rejects.toThrow();
  });
});
