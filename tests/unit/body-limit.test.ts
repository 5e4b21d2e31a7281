/** "Cap body size before parsing (about 1 MB; more only on the upload routes, and there at the upload limit)." */
import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, bodyLimitOf, bodyRefusal } from "~/.server/body-limit";
import { FILE_MAXIMUM_BYTES } from "~/lib/prescription-upload";
import { MEDIA_MAX_BYTES } from "~/.server/content/media";

const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });

describe("request body limits", () => {
  it("about 1 MB for every route but the uploads", () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(bodyRefusal("/login", headers({ "content-length": String(BODY_LIMIT_BYTES) }))).toBeNull();
    expect(bodyRefusal("/login?x=1", headers({ "content-length": String(BODY_LIMIT_BYTES + 1) }))).toEqual({ status: 413, message: "Payload Too Large" });
    expect(bodyRefusal("/graphql", headers({ "content-length": "209715200" }))?.status).toBe(413);
  });
  it("the upload routes at their upload limit, with room for the form around the file", () => {
    // The upload page's form is posted to the route, or by its scripts to the route's single-fetch data URL.
    // A file sent in a consult room's chat too; only that route of the room takes one.
    expect(bodyLimitOf("/resources/chat-room/17/files/3")).toBe(BODY_LIMIT_BYTES);
    for (const path of ["/resources/prescriptions/upload", "/diagnostic-prescription", "/diagnostic-prescription.data", "/resources/chat-room/17/files", "/apollo-sbi-credit-card/overview", "/apollo-sbi-credit-card/overview.data"]) {
      expect(bodyLimitOf(path)).toBeGreaterThan(FILE_MAXIMUM_BYTES);
      expect(bodyLimitOf(path)).toBeLessThan(FILE_MAXIMUM_BYTES + 100 * 1024);
    }
    expect(bodyLimitOf("/resources/studio-media")).toBeGreaterThan(MEDIA_MAX_BYTES);
    expect(bodyRefusal("/resources/studio-media", headers({ "content-length": String(MEDIA_MAX_BYTES + 1024 * 1024) }))?.status).toBe(413);
  });
  it("a body of unknown length is refused (411) and a nonsense length is refused (413); no body is fine", () => {
    expect(bodyRefusal("/login", headers({ "transfer-encoding": "chunked" }))?.status).toBe(411);
    expect(bodyRefusal("/login", headers({ "content-length": "lots" }))?.status).toBe(413);
    expect(bodyRefusal("/login", headers({}))).toBeNull();
  });
});
