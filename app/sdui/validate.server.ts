/**
 * Step 3 of serving a configured screen: validation. The envelope must pass the screen-configuration
 * schema; each section is then validated on its own, and a bad section (schema error, unknown widget
 * type, props failing the widget's schema, unsafe URL, a data source that writes or reaches a host it may
 * not) is dropped alone with a logged reason.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import screenSchema from "../../schemas/screen-configuration.schema.json";
import sectionSchema from "../../schemas/section.schema.json";
import dataSourceSchema from "../../schemas/data-source.schema.json";
import metaSchema from "../../schemas/meta.schema.json";
import actionsSchema from "../../schemas/actions.schema.json";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";
import { getWidget } from "#widgets/registry";
import { findUnsafeUrls, isSafeUrl } from "~/lib/safe-url";
import { ajvErrorInWords, issueInWords, unsafeUrlInWords } from "~/lib/field-words";
import { mapProps } from "./props";
import { MAX_ITEMS_PER_SECTION, MAX_SECTIONS_PER_SCREEN, logSectionsOverLimit } from "./limits";
import { SCREEN_CONFIGURATION_MAX_BYTES } from "~/lib/screen-configuration-limits";
import { log } from "~/.server/log";
import { env } from "~/.server/env";
import { sectionDrops } from "~/.server/operability/metrics";
import { dataUriProblem } from "./data-hosts";
import { checkReadOnly } from "./read-only-operations";
import { validate } from "graphql";
import { getSchema } from "~/.server/graphql/schema";

export interface SchemaIssue {
  path: string;
  message: string;
}
export interface DroppedSection {
  screen: string;
  version: number;
  section: string;
  /** For the logs: each problem at its JSON path. */
  reason: string;
  /** For editors (the studio's preview): each problem at its field, in words ("Banners, no. 1 › Alt: Add …"). */
  inWords: string;
}

// verbose: each error carries the schema it failed in, whose title and description say it in words.
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
addFormats(ajv);
for (const s of [sectionSchema, dataSourceSchema, metaSchema, actionsSchema]) ajv.addSchema(s);
const validateFull = ajv.compile(screenSchema);
const validateSectionSchema = ajv.getSchema(sectionSchema.$id)!;
// The envelope alone: sections are only required to be objects here, so one bad section cannot sink a screen.
const validateEnvelope = ajv.compile({
  ...screenSchema,
  $id: `${screenSchema.$id}#envelope`,
  definitions: {
    container: {
      ...screenSchema.definitions.container,
      properties: { ...screenSchema.definitions.container.properties, sections: { type: "array", items: { type: "object" } } },
    },
  },
});

const propsValidators = new Map<string, ValidateFunction>();
export function propsValidator(type: string): ValidateFunction | null {
  const widget = getWidget(type);
  if (!widget) return null;
  let v = propsValidators.get(type);
  if (!v) {
    v = ajv.compile(widget.propsSchema);
    propsValidators.set(type, v);
  }
  return v;
}

export function toIssues(errors: ErrorObject[] | null | undefined, prefix = ""): SchemaIssue[] {
  const all = errors ?? [];
  // oneOf/anyOf/if repeat what a field-level error already says; kept only when they are all there is.
  const fieldLevel = all.filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && e.keyword !== "if");
  return (fieldLevel.length ? fieldLevel : all).map((e) => ({
    path: `${prefix}${e.instancePath}` || "/",
    message: e.keyword === "oneOf" || e.keyword === "anyOf" ? "This does not match any of the allowed forms" : ajvErrorInWords(e),
  }));
}

/** What a section's API data source may reach: the app's origin (relative URIs) and the REST host allow-list. */
export interface DataSourceRules {
  appOrigin: string;
  allowedDataHosts: readonly string[];
}

const envDataSourceRules = (): DataSourceRules => ({ appOrigin: env().APP_ORIGIN, allowedDataHosts: env().ALLOWED_DATA_HOSTS });

/** A placeholder stands for a value filled in per request; any digit shows where the URI would point. */
const withPlaceholdersFilled = (uri: string) => uri.replace(/\{[a-zA-Z]+\}/g, "0");

/** An API data source that may not run: a GraphQL document that is not read-only, a REST URI off the allow-list. */
export function dataSourceProblems(section: Section, rules: DataSourceRules = envDataSourceRules()): SchemaIssue[] {
  const ds = section.data_source;
  if (ds.type !== "API") return [];
  if (ds.api_type === "GRAPHQL") {
    const { problem } = checkReadOnly(ds.query, ds.operation);
    return problem ? [{ path: `/data_source${problem.path}`, message: problem.message }] : [];
  }
  const problem = dataUriProblem(withPlaceholdersFilled(ds.uri), rules.appOrigin, rules.allowedDataHosts);
  return problem ? [{ path: "/data_source/uri", message: problem }] : [];
}

/** Problems with one section beyond its schema: unknown widget, props, unsafe URLs, its data source. Empty = fine. */
export function sectionProblems(section: Section, allowedSuffixes: readonly string[], rules?: DataSourceRules): SchemaIssue[] {
  const issues: SchemaIssue[] = dataSourceProblems(section, rules);
  if (!getWidget(section.type)) issues.push({ path: "/type", message: `There is no kind of section called “${section.type}”: choose one from the catalogue` });
  if (section.view_all?.redirect_url && !isSafeUrl(section.view_all.redirect_url, allowedSuffixes)) {
    issues.push({ path: "/view_all/redirect_url", message: unsafeUrlInWords("redirect_url", allowedSuffixes) });
  }
  section.behaviours?.forEach((b, i) => {
    if (b.action.type === "navigate" && !isSafeUrl(b.action.url, allowedSuffixes)) {
      issues.push({ path: `/behaviours/${i}/action/url`, message: unsafeUrlInWords("url", allowedSuffixes) });
    }
  });
  if (section.data_source.type === "JSON" && getWidget(section.type)) {
    const props = mapProps(section, section.data_source.data);
    issues.push(...propsIssues(section.type, props, "/data_source/data"));
    for (const p of findUnsafeUrls(section.data_source.data, allowedSuffixes)) {
      issues.push({ path: `/data_source/data${p}`, message: unsafeUrlInWords(p.split("/").pop() ?? "", allowedSuffixes) });
    }
  }
  return issues;
}

export function propsIssues(type: string, props: unknown, prefix: string): SchemaIssue[] {
  const v = propsValidator(type);
  if (!v) return [];
  return v(props) ? [] : toIssues(v.errors, `${prefix}(props)`);
}

/**
 * A GraphQL data source's document checked against the schema the app executes (unknown fields, wrong argument
 * types, undeclared variables): at serve time such a section would only error, so publishing refuses it.
 */
export function queryAgainstSchemaProblems(section: Section): SchemaIssue[] {
  const ds = section.data_source;
  if (ds.type !== "API" || ds.api_type !== "GRAPHQL") return [];
  const { document } = checkReadOnly(ds.query, ds.operation);
  if (!document) return []; // already reported by dataSourceProblems
  return validate(getSchema(), document).map((e) => ({
    path: "/data_source/query",
    message: `section '${section.name}': the query does not match the API: ${e.message}`,
  }));
}

/**
 * What the renderer would drop without a word (prepareScreen, limitItems): sections past the screen's limit and
 * items past a section's. Publishing refuses them, so patients see exactly what was published.
 */
export function rendererDropProblems(screen: ScreenConfiguration): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const count = screen.containers.reduce((n, c) => n + c.sections.length, 0);
  if (count > MAX_SECTIONS_PER_SCREEN) {
    issues.push({ path: "/containers", message: `${count} sections: a screen shows at most ${MAX_SECTIONS_PER_SCREEN}, so patients would not see ${count - MAX_SECTIONS_PER_SCREEN} of them. Remove or move sections to another screen.` });
  }
  screen.containers.forEach((c, ci) =>
    c.sections.forEach((s, si) => {
      if (s.data_source.type !== "JSON" || !getWidget(s.type)) return;
      for (const [prop, v] of Object.entries(mapProps(s, s.data_source.data))) {
        if (Array.isArray(v) && v.length > MAX_ITEMS_PER_SECTION) {
          issues.push({ path: `/containers/${ci}/sections/${si}/data_source/data`, message: `${v.length} ${prop}: a section shows at most ${MAX_ITEMS_PER_SECTION}, so patients would not see ${v.length - MAX_ITEMS_PER_SECTION} of them.` });
        }
      }
    }),
  );
  return issues;
}

/** Size of a configuration as stored. */
export const configurationBytes = (config: unknown) => Buffer.byteLength(JSON.stringify(config) ?? "");

/**
 * What a draft must be to be saved: a screen configuration in shape (containers of sections, each with a name
 * and a type), within the size cap. A draft is work in progress, so the rest waits for the publish checks; but
 * a `{}` or a 5 MB draft would break the editor and every publish of the screen.
 */
export function draftProblems(config: unknown): SchemaIssue[] {
  const bytes = configurationBytes(config);
  if (bytes > SCREEN_CONFIGURATION_MAX_BYTES) {
    return [{ path: "/", message: `The draft is ${Math.ceil(bytes / 1024)} KB; a screen may be at most ${SCREEN_CONFIGURATION_MAX_BYTES / 1024} KB.` }];
  }
  if (!validateEnvelope(config)) return toIssues(validateEnvelope.errors);
  const issues: SchemaIssue[] = [];
  const names = new Set<string>();
  (config as unknown as ScreenConfiguration).containers.forEach((c, ci) =>
    (c.sections as unknown[]).forEach((raw, si) => {
      const s = raw as { name?: unknown; type?: unknown; order?: unknown };
      const at = `/containers/${ci}/sections/${si}`;
      if (typeof s.name !== "string" || !/^[a-z0-9_]{1,64}$/.test(s.name)) issues.push({ path: `${at}/name`, message: "Give the section a name of lower-case letters, digits and _" });
      else if (names.has(s.name)) issues.push({ path: `${at}/name`, message: `Another section is already called ${s.name}` });
      else names.add(s.name);
      if (typeof s.type !== "string" || !s.type) issues.push({ path: `${at}/type`, message: "Choose the kind of section" });
      if (typeof s.order !== "number") issues.push({ path: `${at}/order`, message: "The section needs a place on the screen (order)" });
    }),
  );
  return issues;
}

/** Strict validation for publishing: every problem, with its JSON path. */
export function validateForPublish(config: unknown, allowedSuffixes: readonly string[], rules?: DataSourceRules): SchemaIssue[] {
  const bytes = configurationBytes(config);
  if (bytes > SCREEN_CONFIGURATION_MAX_BYTES) return [{ path: "/", message: `${Math.ceil(bytes / 1024)} KB: a screen may be at most ${SCREEN_CONFIGURATION_MAX_BYTES / 1024} KB` }];
  if (!validateFull(config)) return toIssues(validateFull.errors);
  const screen = config as unknown as ScreenConfiguration;
  const issues: SchemaIssue[] = rendererDropProblems(screen);
  const names = new Set<string>();
  screen.containers.forEach((c, ci) =>
    c.sections.forEach((s, si) => {
      const prefix = `/containers/${ci}/sections/${si}`;
      if (names.has(s.name)) issues.push({ path: `${prefix}/name`, message: `duplicate section name '${s.name}'` });
      names.add(s.name);
      issues.push(...sectionProblems(s, allowedSuffixes, rules).map((i) => ({ ...i, path: prefix + i.path })));
      issues.push(...queryAgainstSchemaProblems(s).map((i) => ({ ...i, path: prefix + i.path })));
    }),
  );
  return issues;
}

export interface PreparedScreen {
  config: ScreenConfiguration;
  dropped: DroppedSection[];
}

const byOrder = (a: unknown, b: unknown) => orderOf(a) - orderOf(b);
const orderOf = (s: unknown) => {
  const o = (s as { order?: unknown })?.order;
  return typeof o === "number" && Number.isFinite(o) ? o : Number.MAX_SAFE_INTEGER;
};

/** The same configuration object (the in-process cache hands out one) is prepared once. */
const prepared = new WeakMap<object, { suffixes: readonly string[]; result: PreparedScreen | null }>();

/**
 * Runtime validation: null when the envelope is unusable (the caller tries the next source); otherwise the
 * screen with bad sections removed and containers/sections in display order. At most MAX_SECTIONS_PER_SCREEN
 * sections are kept, the first in display order: the rest are dropped unvalidated, so a configuration of
 * thousands of sections costs no more than one at the limit.
 */
export function prepareScreen(raw: unknown, allowedSuffixes: readonly string[]): PreparedScreen | null {
  const memo = raw && typeof raw === "object" ? prepared.get(raw) : undefined;
  if (memo && memo.suffixes === allowedSuffixes) return memo.result;
  const result = prepareScreenNow(raw, allowedSuffixes);
  if (raw && typeof raw === "object") prepared.set(raw, { suffixes: allowedSuffixes, result });
  return result;
}

function prepareScreenNow(raw: unknown, allowedSuffixes: readonly string[]): PreparedScreen | null {
  if (!validateEnvelope(raw)) return null;
  const screen = raw as unknown as ScreenConfiguration;
  const dropped: DroppedSection[] = [];
  const overLimit: string[] = [];
  const seen = new Set<string>();
  let room = MAX_SECTIONS_PER_SCREEN;
  const containers = [...screen.containers]
    .sort((a, b) => a.position - b.position)
    .map((c) => ({
      ...c,
      sections: [...(c.sections as unknown[])].sort(byOrder).filter((s): s is Section => {
        const name = String((s as { name?: unknown })?.name ?? "(unnamed)");
        if (room === 0) {
          overLimit.push(name);
          const reason = `over the limit of ${MAX_SECTIONS_PER_SCREEN} sections per screen`;
          dropped.push({ screen: screen.screen_name, version: screen.version, section: name, reason, inWords: `A screen shows at most ${MAX_SECTIONS_PER_SCREEN} sections, and this one is past them` });
          return false;
        }
        let issues: SchemaIssue[];
        if (!validateSectionSchema(s)) issues = toIssues(validateSectionSchema.errors);
        else if (seen.has(name)) issues = [{ path: "/name", message: `Another section is already called ${name}` }];
        else issues = sectionProblems(s as Section, allowedSuffixes);
        if (issues.length) {
          const d = { screen: screen.screen_name, version: screen.version, section: name, reason: issues.map((i) => `${i.path} ${i.message}`).join("; ") };
          dropped.push({ ...d, inWords: issues.map(issueInWords).join("; ") });
          log.warn({ event: "SDUI_SECTION_DROPPED", ...d });
          sectionDrops.inc();
          return false;
        }
        seen.add(name);
        room--;
        return true;
      }),
    }));
  logSectionsOverLimit(screen.screen_name, screen.version, overLimit);
  return { config: { ...screen, containers }, dropped };
}
