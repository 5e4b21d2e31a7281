/** "Errors are shown at the field, in words: 'Add a description of the picture for people who cannot see it' instead of 'must have required property 'alt''." */
import { describe, expect, it } from "vitest";
import { fieldErrorInWords, transformFieldErrors } from "~/features/studio/field-errors";

describe("form errors in words", () => {
  it("a missing alt text asks for a description of the picture", () => {
    const [e] = transformFieldErrors([{ name: "required", params: { missingProperty: "alt" }, property: ".banners.0.alt", message: "must have required property 'alt'", stack: "must have required property 'alt'" }]);
    expect(e.message).toBe("Add a description of the picture for people who cannot see it");
    expect(e.stack).toBe(e.message);
    expect(e.property).toBe(".banners.0.alt");
  });
  it("limits and kinds of value are said plainly, never as schema keywords", () => {
    expect(fieldErrorInWords({ name: "maximum", params: { limit: 12 }, stack: "" })).toBe("At most 12");
    expect(fieldErrorInWords({ name: "required", params: { missingProperty: "display_text" }, stack: "" })).toBe("Fill in display text");
    expect(fieldErrorInWords({ name: "type", params: { type: "integer" }, stack: "" })).toBe("Enter a number");
  });
});
