/**
 * Field errors in words, for the section forms: each schema error is said as what the editor should do, using
 * the field's own title and description ("Add a description of the picture for people who cannot see it", not
 * "must have required property 'alt'"), and every URL field is held to the safe-URL rule the renderer applies
 * ("Images may only come from these hosts: …"), so the editor sees at the field, as they type, what Save and
 * Publish would refuse.
 */
import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema, RJSFValidationError } from "@rjsf/utils";
import { findUnsafeUrls } from "~/lib/safe-url";

type Node = RJSFSchema & { title?: string; description?: string };

/** The schema of the field at an rjsf property path (".banners.0.alt"), or undefined. */
export function fieldSchema(root: RJSFSchema, property: string): Node | undefined {
  let node: Node | undefined = root as Node;
  for (const part of property.split(".").filter(Boolean)) {
    if (!node) return undefined;
    if (/^\d+$/.test(part) && node.items && typeof node.items === "object" && !Array.isArray(node.items)) node = node.items as Node;
    else node = (node.properties?.[part] as Node | undefined) ?? undefined;
  }
  return node;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const noStop = (s: string) => s.replace(/[.\s]+$/, "");
const humanise = (key: string) => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** What the field is, as a noun phrase: a description that starts with an article, else "the <title>". */
function nounOf(node: Node | undefined, key: string): string {
  const d = node?.description?.trim();
  if (d && /^(a|an|the)\s/i.test(d)) return lowerFirst(noStop(d));
  return `the ${(node?.title ?? humanise(key)).toLowerCase()}`;
}

/** Known patterns, said as a rule a person can follow. */
const PATTERNS: Record<string, string> = {
  "^[a-z0-9_]{1,64}$": "Use only lower-case letters, digits and _ (up to 64 characters)",
  "^[A-Za-z][A-Za-z0-9]{1,63}$": "Use a widget name from the catalogue",
};

const TYPES: Record<string, string> = {
  number: "Enter a number",
  integer: "Enter a whole number",
  string: "Enter text",
  boolean: "Choose yes or no",
  array: "Add a list",
  object: "Fill in these fields",
};

/** One schema error in words, at its field. */
export function errorInWords(error: RJSFValidationError, root: RJSFSchema): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const key = String(params.missingProperty ?? error.property?.split(".").pop() ?? "");
  const node = fieldSchema(root, error.property ?? "");
  const limit = params.limit as number | undefined;
  switch (error.name) {
    case "required":
      return `Add ${nounOf(node, key)}`;
    case "minLength":
      return limit === 1 ? `Add ${nounOf(node, key)}` : `Use at least ${limit} characters`;
    case "maxLength":
      return `Keep this to ${limit} characters or fewer`;
    case "minimum":
      return `Enter ${limit} or more`;
    case "maximum":
      return `Enter ${limit} or less`;
    case "exclusiveMinimum":
      return `Enter more than ${limit}`;
    case "exclusiveMaximum":
      return `Enter less than ${limit}`;
    case "minItems":
      return limit === 1 ? "Add at least one" : `Add at least ${limit}`;
    case "maxItems":
      return `Keep this to ${limit} or fewer`;
    case "uniqueItems":
      return "Each choice may be picked once";
    case "enum":
      return `Choose one of: ${((params.allowedValues as unknown[]) ?? []).join(", ")}`;
    case "type":
      return TYPES[String(params.type)] ?? "This value has the wrong kind";
    case "pattern":
      return PATTERNS[String(params.pattern)] ?? (node?.description ? `Not in the expected form: ${noStop(node.description)}` : "Not in the expected form");
    case "format":
      return params.format === "date-time" ? "Enter a date and time, like 2026-12-01T00:00:00+05:30" : `Enter a valid ${params.format}`;
    case "additionalProperties":
      return `“${String(params.additionalProperty)}” is not a field of this section`;
    default:
      return error.message ?? "This value is not allowed";
  }
}

/** rjsf's `transformErrors` for a form whose root schema is `root`. */
export function inWords(root: RJSFSchema): ErrorTransformer {
  return (errors) =>
    errors
      // oneOf/anyOf/const noise repeats what a field-level error already says.
      .filter((e) => e.name !== "oneOf" && e.name !== "anyOf" && e.name !== "if")
      .map((e) => {
        const message = errorInWords(e, root);
        return { ...e, message, stack: message };
      });
}

const IMAGE_KEY = /(image|icon)(url)?$/i;

/** The words for a URL that fails the safe-URL rule: images and links are told apart. */
export function unsafeUrlInWords(key: string, allowedHosts: readonly string[]): string {
  const hosts = allowedHosts.join(", ");
  return IMAGE_KEY.test(key)
    ? `Images may only come from these hosts: ${hosts}`
    : `Links may only go to a page on this site (starting with /) or to these hosts: ${hosts}`;
}

/** rjsf's `customValidate`: every URL-looking field checked against the hosts the renderer allows. */
export function safeUrlsAt(allowedHosts: readonly string[]): CustomValidator {
  return (formData, errors) => {
    for (const path of findUnsafeUrls(formData, allowedHosts)) {
      const parts = path.split("/").filter(Boolean);
      let at = errors as unknown as Record<string, FormValidation>;
      for (const p of parts) at = (at[p] ??= {} as FormValidation) as unknown as Record<string, FormValidation>;
      (at as unknown as FormValidation).addError?.(unsafeUrlInWords(parts[parts.length - 1] ?? "", allowedHosts));
    }
    return errors;
  };
}
