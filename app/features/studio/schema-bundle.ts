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
