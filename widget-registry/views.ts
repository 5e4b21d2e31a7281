/**
 * Every widget's component and skeleton (each folder's <Type>.tsx), as one module: the browser loads it once, when
 * a page draws its first widget (lazy.ts). One file rather than one per widget, because a screen draws most of
 * them and many small files compress worse and cost a request each; schemas and samples stay out of it.
 */
import type { WidgetView } from "./lazy";

const files = import.meta.glob<Record<string, unknown>>("./widgets/*/*.tsx", { eager: true });

/** The view of each widget whose folder's <Type>.tsx exports <Type> and <Type>Skeleton, by type. */
export const views: ReadonlyMap<string, WidgetView> = new Map(
  Object.entries(files).flatMap(([path, m]) => {
    const type = /^\.\/widgets\/([A-Z][A-Za-z0-9]+)\/\1\.tsx$/.exec(path)?.[1];
    if (!type || !m[type] || !m[`${type}Skeleton`]) return [];
    return [[type, { type, Component: m[type], Skeleton: m[`${type}Skeleton`] } as WidgetView]];
  }),
);
