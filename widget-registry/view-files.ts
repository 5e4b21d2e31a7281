import type { WidgetView } from "./lazy";

/** The view of each widget whose folder's <Type>.tsx exports <Type> and <Type>Skeleton, by type. */
export function viewsOf(files: Record<string, Record<string, unknown>>): ReadonlyMap<string, WidgetView> {
  return new Map(
    Object.entries(files).flatMap(([path, m]) => {
      const type = /^\.\/widgets\/([A-Z][A-Za-z0-9]+)\/\1\.tsx$/.exec(path)?.[1];
      if (!type || !m[type] || !m[`${type}Skeleton`]) return [];
      return [[type, { type, Component: m[type], Skeleton: m[`${type}Skeleton`] } as WidgetView]];
    }),
  );
}
