import { describe, expect, it } from "vitest";
import { findUnsafeUrls, safeUrl, sanitizeUrl } from "~/lib/safe-url";
import { safeRedirect } from "~/lib/safe-redirect";

const SUFFIXES = ["apollo247.com", "apollo247.in"];

describe("safe URL: 'A safe URL must be http or https with a hostname ending in an allowed suffix'", () => {
  it("allows http and https on an allowed host or its subdomains", () => {
    expect(safeUrl("https://www.apollo247.com/lab-tests", SUFFIXES)).toBe("https://www.apollo247.com/lab-tests");
    expect(safeUrl("http://apollo247.in/x", SUFFIXES)).toBe("http://apollo247.in/x");
  });
  it("refuses other schemes, including javascript:, data: and protocol tricks", () => {
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>", "vbscript:x", "ftp://apollo247.com/x", "mailto:a@apollo247.com"]) {
      expect(safeUrl(bad, SUFFIXES), bad).toBeNull();
    }
  });
  it("refuses hosts that only contain the suffix", () => {
    expect(safeUrl("https://apollo247.com.evil.io/", SUFFIXES)).toBeNull();
    expect(safeUrl("https://evilapollo247.com/", SUFFIXES)).toBeNull();
    expect(safeUrl("https://user:pw@apollo247.com/", SUFFIXES)).toBeNull();
  });
  it("allows same-site relative paths but not protocol-relative ones", () => {
    expect(safeUrl("/lab-tests?openSearch=true", SUFFIXES)).toBe("/lab-tests?openSearch=true");
    expect(safeUrl("//evil.com/x", SUFFIXES)).toBeNull();
    expect(safeUrl("/\\evil.com", SUFFIXES)).toBeNull();
  });
  it("'Non-ASCII characters are stripped by the sanitiser'", () => {
    expect(sanitizeUrl("/lab-tests/cbc\u00e9\u200b")).toBe("/lab-tests/cbc");
    expect(safeUrl("https://www.apollo247.com/\u0442est", SUFFIXES)).toBe("https://www.apollo247.com/est");
  });
  it("finds every unsafe link or image URL in a data tree, with its JSON path", () => {
    const data = { banners: [{ imageUrl: "/a.svg", redirectUrl: "javascript:alert(1)" }, { imageUrl: "data:image/svg+xml,<svg onload=alert(1)>", alt: "x" }] };
    expect(findUnsafeUrls(data, SUFFIXES)).toEqual(["/banners/0/redirectUrl", "/banners/1/imageUrl"]);
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths and sends everything else home", () => {
    expect(safeRedirect("/orders")).toBe("/orders");
    for (const bad of ["https://evil.com", "//evil.com", "/\\evil.com", "javascript:alert(1)", null, ""]) {
      expect(safeRedirect(bad)).toBe("/");
    }
  });
});
