/**
 * One self-contained JSON Schema of a screen configuration, for the editors (CodeMirror completion and
 * hover, form generation): the files in schemas/ refer to each other by $id; here they become local
 * definitions, and each section's `data_source.data` can be typed by its widget's props schema.
 */
import screenSchema from "../../../schemas/screen-configuration.schema.json";
import sectionSchema from "../../../schemas/section.schema.json";
import dataSourceSchema from "../../../schemas/data-source.schema.json";
import metaSchema from "../../../schemas/meta.schema.json";
import actionsSchema from "../../../schemas/actions.schema.json";

type Json = Record<string, unknown>;

const FILES: Record<string, string> = {
  "section.json": "#/definitions/section",
  "data-source.json": "#/definitions/data_source",
  "meta.json": "#/definitions/meta",
  "actions.json": "#/definitions/actions",
};

/** Rewrites every $ref of a schema that lives at `home` (a local pointer) to a pointer in the bundle. */
export function rewriteRefs(node: unknown, home: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, home));
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === "$id" || k === "$schema") continue;
    if (k === "$ref" && typeof v === "string") {
      const [file, pointer = ""] = v.split("#");
      const base = file ? FILES[file] ?? v : home;
      out[k] = pointer ? `${base}${pointer}` : base;
    } else out[k] = rewriteRefs(v, home);
  }
  return out;
}

export function bundledScreenSchema(): Json {
  const root = rewriteRefs(screenSchema, "#") as Json;
  return {
    ...root,
    definitions: {
      ...(root.definitions as Json),
      section: rewriteRefs(sectionSchema, "#/definitions/section"),
      data_source: rewriteRefs(dataSourceSchema, "#/definitions/data_source"),
      meta: rewriteRefs(metaSchema, "#/definitions/meta"),
      actions: rewriteRefs(actionsSchema, "#/definitions/actions"),
    },
  };
}

/**
 * The bundle with each $ref replaced by the schema it names, for the JSON editor's completion and hover.
 * codemirror-json-schema 0.8.1 finds the schema at the cursor with json-schema-library 9.3.5's getSchema, which
 * steps into an array item whose `items` is a $ref without resolving it (step.ts returns reduceSchema's result,
 * the bare `{ $ref }`); the next step then finds no properties and makes a schema up from the data. Below
 * /containers/N (containers, sections, meta, data sources, behaviours) the editor offered no keys and showed no
 * docs. A $ref back into its own chain stays a $ref (none today), resolvable through the kept definitions.
 */
export function editorScreenSchema(): Json {
  const root = bundledScreenSchema();
  const target = (ref: string) =>
    ref
      .slice(1)
      .split("/")
      .filter(Boolean)
      .reduce<unknown>((n, k) => (n as Json | undefined)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], root);
  const inline = (node: unknown, chain: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, chain));
    if (!node || typeof node !== "object") return node;
    const { $ref, ...rest } = node as Json;
    if (typeof $ref === "string" && $ref.startsWith("#") && !chain.includes($ref)) {
      const { definitions: _inner, ...named } = (target($ref) ?? {}) as Json;
      return inline({ ...named, ...rest }, [...chain, $ref]);
    }
    return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, k === "definitions" ? v : inline(v, chain)]));
  };
  return discriminated(inline(root, [])) as Json;
}

/** The `const` properties of a oneOf branch (`type`, `api_type`): what tells the branches apart. */
function constsOf(branch: unknown): Record<string, unknown> | null {
  const props = (branch as Json | null)?.properties as Record<string, Json> | undefined;
  if (!props) return null;
  const consts = Object.fromEntries(Object.entries(props).filter(([, v]) => v && typeof v === "object" && "const" in v).map(([k, v]) => [k, v.const]));
  return Object.keys(consts).length ? consts : null;
}

/**
 * Every oneOf of objects told apart by `const` properties (a data source's `type` and `api_type`, an action's
 * `type`), said as if/then instead: json-schema-library offers every branch's keys inside a oneOf it cannot pick,
 * so completion in a REST source offered GraphQL's `query` and JSON's `data`. With if/then, the keys of the branch
 * the typed `type` selects are offered. The same configurations are accepted: at least one branch's consts must
 * match (anyOf of the ifs), and the branch they select applies in full.
 */
export function discriminated(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(discriminated);
  if (!node || typeof node !== "object") return node;
  const out = Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, k === "definitions" ? v : discriminated(v)])) as Json;
  const branches = out.oneOf as Json[] | undefined;
  const consts = Array.isArray(branches) ? branches.map(constsOf) : [];
  if (!branches?.length || consts.some((c) => !c)) return out;
  const ifs = consts.map((c) => ({ properties: Object.fromEntries(Object.entries(c!).map(([k, v]) => [k, { const: v }])), required: Object.keys(c!) }));
  const valuesOf = (k: string, of = consts) => [...new Set(of.map((c) => c![k]).filter((v) => v !== undefined))];
  // The key every branch has (`type`) is offered first, with its values; once it is typed, the next key (`api_type`)
  // with the values its branches allow.
  const primary = Object.keys(consts[0]!).filter((k) => consts.every((c) => k in c!));
  const next = primary.length
    ? valuesOf(primary[0]).flatMap((v) => {
        const group = consts.filter((c) => c![primary[0]] === v);
        const more = [...new Set(group.flatMap((c) => Object.keys(c!)))].filter((k) => !primary.includes(k));
        if (group.length < 2 || !more.length) return [];
        return [{ if: { properties: { [primary[0]]: { const: v } }, required: [primary[0]] }, then: { properties: Object.fromEntries(more.map((k) => [k, { enum: valuesOf(k, group) }])) } }];
      })
    : [];
  const { oneOf: _oneOf, ...rest } = out;
  return {
    ...rest,
    type: "object",
    properties: Object.fromEntries(primary.map((k) => [k, { enum: valuesOf(k) }])),
    required: primary,
    anyOf: ifs,
    allOf: [...next, ...branches.map((b, i) => ({ if: ifs[i], then: b }))],
  };
}

/** The schema of a section's own settings (everything but its data source), for the section form. */
export function sectionSettingsSchema(): Json {
  const s = rewriteRefs(sectionSchema, "#") as Json;
  const props = { ...(s.properties as Json) };
  delete props.data_source;
  delete props.type;
  delete props.order;
  delete props.behaviours;
  delete props.component_prop_mapping;
  // Layout hints (carousel visible cards, auto swipe, dots, arrows) are edited here too: meta refers to nothing else.
  props.meta = rewriteRefs(metaSchema, "#");
  return {
    type: "object",
    required: ((s.required as string[]) ?? []).filter((r) => r in props),
    properties: props,
  };
}

export { dataSourceSchema };
