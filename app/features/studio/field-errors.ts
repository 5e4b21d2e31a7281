/**
 * Form errors in words, shown at their field as the editor types (before Save): "Add a description of the picture
 * for people who cannot see it" rather than "must have required property 'alt'".
 */
import type { RJSFValidationError } from "@rjsf/utils";

const REQUIRED: Record<string, string> = {
  alt: "Add a description of the picture for people who cannot see it",
  altText: "Add a description of the picture for people who cannot see it",
  imageUrl: "Add a picture",
  redirectUrl: "Add the page this leads to",
  title: "Add a title",
  name: "Give it a name",
};

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();

export function fieldErrorInWords(e: RJSFValidationError): string {
  const p = (e.params ?? {}) as Record<string, unknown>;
  switch (e.name) {
    case "required": {
      const key = String(p.missingProperty ?? "");
      return REQUIRED[key] ?? `Fill in ${words(key)}`;
    }
    case "minLength":
      return p.limit === 1 ? "Fill this in" : `Use at least ${p.limit} characters`;
    case "maxLength":
      return `Use at most ${p.limit} characters`;
    case "minimum":
      return `At least ${p.limit}`;
    case "maximum":
      return `At most ${p.limit}`;
    case "minItems":
      return `Add at least ${p.limit}`;
    case "maxItems":
      return `At most ${p.limit} items`;
    case "enum":
      return `Choose one of: ${(p.allowedValues as unknown[] | undefined)?.join(", ") ?? "the listed values"}`;
    case "pattern":
      return "This is not in the expected form";
    case "format":
      return p.format === "uri" || p.format === "uri-reference" ? "Enter a web address" : `Enter a valid ${words(String(p.format))}`;
    case "type":
      return p.type === "number" || p.type === "integer" ? "Enter a number" : `Enter ${words(String(p.type))}`;
    default:
      return e.message ?? "This is not valid";
  }
}

export function transformFieldErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((e) => {
    const message = fieldErrorInWords(e);
    return { ...e, message, stack: message };
  });
}
