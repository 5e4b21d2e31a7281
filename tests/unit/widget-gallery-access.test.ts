/** The gallery is "enabled outside production or for editors": in production it is a 404 without the editor token. */
import { describe, expect, it } from "vitest";
import { canOpenGallery } from "~/routes/widget-gallery.server";

const prod = { NODE_ENV: "production", CONTENT_EDITOR_TOKEN: "s3cret-editor-token" };
const req = (headers: Record<string, string> = {}) => new Request("http://localhost/widget-gallery", { headers });

describe("widget gallery access", () => {
  it("is open outside production", () => {
    expect(canOpenGallery(req(), { NODE_ENV: "development", CONTENT_EDITOR_TOKEN: "dev-editor-token" })).toBe(true);
    expect(canOpenGallery(req(), { NODE_ENV: "test", CONTENT_EDITOR_TOKEN: null })).toBe(true);
  });

  it("in production, only for editors: the bearer token or the editor_token cookie", () => {
    expect(canOpenGallery(req(), prod)).toBe(false);
    expect(canOpenGallery(req({ authorization: "Bearer s3cret-editor-token" }), prod)).toBe(true);
    expect(canOpenGallery(req({ cookie: "a=1; editor_token=s3cret-editor-token" }), prod)).toBe(true);
    expect(canOpenGallery(req({ authorization: "Bearer wrong" }), prod)).toBe(false);
    expect(canOpenGallery(req({ cookie: "editor_token=s3cret-editor-tokeX" }), prod)).toBe(false);
  });

  it("in production without a configured editor token, nobody", () => {
    expect(canOpenGallery(req({ authorization: "Bearer " }), { NODE_ENV: "production", CONTENT_EDITOR_TOKEN: null })).toBe(false);
  });
});
