import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";

const req = (url: string, h: Record<string, string> = {}, method = "GET") => ({ method, url, headers: new Headers(h) });

describe("rendered-HTML cache for signed-out configured screens", () => {
  it("keys by path, view and city; never for signed-in, non-GET, other paths or injected faults", () => {
    const c = new HtmlCache();
    expect(c.requestKey(req("/"))).toBe("/|web|9:500085");
    expect(c.requestKey(req("/lab-tests?openSearch=true", { "user-agent": "iPhone Mobile" }))).toBe("/lab-tests?openSearch=true|mweb|9:500085");
    expect(c.requestKey(req("/", { cookie: "__session=abc" }))).toBeNull();
    expect(c.requestKey(req("/", {}, "POST"))).toBeNull();
    expect(c.requestKey(req("/orders"))).toBeNull();
    expect(c.requestKey(req("/", { "x-sdui-fault": "content" }))).toBeNull();
  });
  it("puts a fresh nonce into every hit and drops everything on publish", () => {
    const c = new HtmlCache();
    const key = c.requestKey(req("/"))!;
    c.set(key, "a247_home|web|signed_out|9|1", '<script nonce="N1">x</script><script nonce="N1">', "N1", [
      ["content-security-policy", "script-src 'nonce-N1'"],
      ["set-cookie", "x=1"],
      ["content-type", "text/html"],
    ]);
    const page = c.get(key)!;
    expect(Buffer.concat(page.parts.flatMap((p, i) => (i ? [Buffer.from("N2"), p] : [p]))).toString()).toBe(
      '<script nonce="N2">x</script><script nonce="N2">',
    );
    expect(page.cspParts.join("N2")).toBe("script-src 'nonce-N2'");
    expect(page.headers.map(([k]) => k)).toEqual(["content-type"]);
    c.clear();
    expect(c.get(key)).toBeUndefined();
  });
});
