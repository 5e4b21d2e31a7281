/**
 * Schema errors in words: each is said as what the editor should do, using the field's own title and description
 * ("Add a description of the picture for people who cannot see it", not "must have required property 'alt'").
 * One home for the section forms (as the editor types) and the server's checks (save, publish, the content API).
 */
import type { ErrorObject } from "ajv";

/** A JSON schema node, as far as the words need it. */
export type Node = { title?: string; description?: string; properties?: Record<string, unknown>; items?: unknown; [k: string]: unknown };

/** A schema error as rjsf reports it (ajv's, with the property as ".a.0.b"). */
export interface FieldError {
  name?: string;
  property?: string;
  params?: unknown;
  message?: string;
}

/** The schema of the field at an rjsf property path (".banners.0.alt"), or undefined. */
export function fieldSchema(root: Node, property: string): Node | undefined {
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
export function errorInWords(error: FieldError, root: Node): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const key = String(params.missingProperty ?? error.property?.split(".").pop() ?? "");
  const node = fieldSchema(root, error.property ?? "");
  const limit = params.limit as number | undefined;
  switch (error.name) {
    case "required":
      return node?.type === "boolean" ? `Choose yes or no for ${node.title ?? humanise(key)}` : `Add ${nounOf(node, key)}`;
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

const IMAGE_KEY = /(image|icon)(url)?$/i;

/** The words for a URL that fails the safe-URL rule: images and links are told apart. */
export function unsafeUrlInWords(key: string, allowedHosts: readonly string[]): string {
  const hosts = allowedHosts.join(", ");
  return IMAGE_KEY.test(key)
    ? `Images may only come from these hosts: ${hosts}`
    : `Links may only go to a page on this site (starting with /) or to these hosts: ${hosts}`;
}


/**
 * An ajv error (compiled with `verbose`, so it carries the schema it failed in) in the same words as the forms.
 * A "required" error names the missing field, described by its parent's schema; any other error is about the
 * field at its instance path, described by its own schema.
 */
export function ajvErrorInWords(e: ErrorObject): string {
  const params = (e.params ?? {}) as Record<string, unknown>;
  const parent = (e.parentSchema ?? {}) as Node;
  if (e.keyword === "required") {
    return errorInWords({ name: "required", property: `.${String(params.missingProperty)}`, params }, parent);
  }
  const key = e.instancePath.split("/").pop() || "value";
  return errorInWords({ name: e.keyword, property: `.${key}`, params, message: e.message }, { properties: { [key]: parent } });
}

const capitalised = (key: string) => {
  const words = humanise(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Where in a section an issue is, in words ("Banners, no. 1 › Alt"), for the lists of errors and warnings and the
 * reasons a section would be dropped: editors read fields, not JSON paths. Takes a screen path
 * ("/containers/0/sections/2/...") or one inside a section ("/data_source/data(props)/banners/0/alt").
 */
export function placeInWords(path: string): string {
  const inSection = path.replace(/^\/containers\/\d+\/sections\/\d+/, "");
  if (inSection === path && path.startsWith("/containers")) return path === "/containers" ? "The screen" : "";
  const parts = inSection
    .replace(/^\/data_source\/data(\(props\))?/, "")
    .split("/")
    .filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    if (/^\d+$/.test(p) && out.length) out[out.length - 1] += `, no. ${Number(p) + 1}`;
    else out.push(capitalised(p));
  }
  return out.join(" › ");
}

/** An issue as one sentence: its place in words, then its message ("Banners, no. 1 › Alt: Add a description …"). */
export function issueInWords(issue: { path: string; message: string }): string {
  const place = placeInWords(issue.path);
  return place ? `${place}: ${issue.message}` : issue.message;
}
