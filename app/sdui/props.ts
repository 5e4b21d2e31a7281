/**
 * component_prop_mapping: widget prop -> dotted path into the section data ("" or "." is the data itself).
 * Without a mapping, an array becomes { items } and an object is passed as is.
 */
import type { Section } from "#schemas/generated/section";

export function getPath(data: unknown, path: string | undefined): unknown {
  if (path == null || path === "" || path === ".") return data;
  let cur: unknown = data;
  for (const key of path.split(".")) {
    if (cur == null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function mapProps(section: Pick<Section, "component_prop_mapping">, data: unknown): Record<string, unknown> {
  const mapping = section.component_prop_mapping;
  if (mapping && Object.keys(mapping).length) {
    const props: Record<string, unknown> = {};
    for (const [prop, path] of Object.entries(mapping)) {
      const v = getPath(data, path);
      if (v !== undefined) props[prop] = v;
    }
    return props;
  }
  if (Array.isArray(data)) return { items: data };
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}
