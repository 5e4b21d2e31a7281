/**
 * CDN copies of screen configurations: instances sharing a directory may write the same copy at the same moment
 * (two instances starting at once died with "ENOENT rename …/diag_home.mweb_qa.json.tmp"), and a copy that cannot
 * be written is logged, never a reason for an instance not to start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { DEFAULT_SEGMENT } from "~/.server/content/bundled";
import { cdnDir, cdnFileName, writeAllCdnCopies, writeCdnCopy } from "~/.server/content/store";
import { captureLogsForTesting } from "~/.server/log";
import { servicesOfTarget, targets } from "./harness";

const bundled = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/diag_home.mweb.json", "utf8"));

describe.each(targets)("CDN copies on $name", (target) => {
  const services = servicesOfTarget(target);
  let tmp: string;
  const before = process.env.CDN_DIR;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "h247-cdn-"));
  });
  afterEach(() => {
    if (before === undefined) delete process.env.CDN_DIR;
    else process.env.CDN_DIR = before;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("are written where CDN_DIR says", async () => {
    process.env.CDN_DIR = path.join(tmp, "copies");
    expect(cdnDir()).toBe(path.join(tmp, "copies"));
    await writeAllCdnCopies(services());
    expect(fs.readdirSync(path.join(tmp, "copies"))).toContain(cdnFileName("diag_home", "mweb", DEFAULT_SEGMENT));
  });

  it("two writers of the same copy at once both succeed, and the copy is one of them, whole", async () => {
    process.env.CDN_DIR = tmp;
    const config = bundled();
    // Different sizes, so a copy mixing two writes would not parse or would match neither.
    const versions = Array.from({ length: 12 }, (_, i) => ({ ...config, version: 1000 + i, screen_identifier: "x".repeat(i * 500) }));
    const results = await Promise.all(versions.map((v) => writeCdnCopy("diag_home", "mweb", DEFAULT_SEGMENT, v)));
    expect(results).toEqual(versions.map(() => true));
    const file = path.join(tmp, cdnFileName("diag_home", "mweb", DEFAULT_SEGMENT));
    const copy = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(versions).toContainEqual(copy);
    // No temporary file is left behind.
    expect(fs.readdirSync(tmp)).toEqual([path.basename(file)]);
  });

  it("a directory that cannot be created is logged and does not stop start-up", async () => {
    // A path under a regular file can never be a directory, whoever runs the test.
    fs.writeFileSync(path.join(tmp, "not-a-dir"), "");
    process.env.CDN_DIR = path.join(tmp, "not-a-dir", "screen-configs");
    const logs = captureLogsForTesting();
    try {
      await expect(writeAllCdnCopies(services())).resolves.toBeUndefined();
      expect(await writeCdnCopy("diag_home", "mweb", DEFAULT_SEGMENT, bundled())).toBe(false);
      const failures = logs.events("CDN_COPY_WRITE_FAILED");
      expect(failures.length).toBeGreaterThan(1);
      expect(failures[0]).toMatchObject({ level: "warn", file: expect.stringContaining("not-a-dir") });
    } finally {
      logs.restore();
    }
  });
});
