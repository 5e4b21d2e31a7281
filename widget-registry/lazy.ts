/**
 * The widget registry as the browser reaches it: what a screen draws with (each widget's component and skeleton,
 * from its folder's <Type>.tsx, all in views.ts), loaded when a page first draws a widget, and never the schemas and
 * samples, which only the server, the studio and the gallery use. The server and the gallery hand the full registry over with
 * `provideWidgets`; the browser loads the page's widgets before it hydrates (entry.client.tsx), so hydration finds
 * each one already there and draws exactly what the server drew.
 *
 * A widget's type is its folder's name, and its <Type>.tsx exports <Type> and <Type>Skeleton (the scaffold makes
 * them so; a unit test holds every registered widget to it).
 */
import type { WidgetDefinition } from "./define-widget";

/** What drawing a section needs of a widget. */
export type WidgetView = Pick<WidgetDefinition, "type" | "Component" | "Skeleton">;

/** The widget folders there are (file names only: nothing is loaded by listing them). */
const folders = new Set(Object.keys(import.meta.glob("./widgets/*/index.ts")).map((p) => p.split("/")[2]));
/**
 * The widgets only a signed-in person sees (`personal: true`), whose views are a chunk of their own
 * (personal-views.ts) so that signed-out pages do not download them. A unit test holds this list to the registry.
 */
export const PERSONAL_WIDGET_TYPES: ReadonlySet<string> = new Set(["AppointmentListingCard", "PastSearchCard", "PostConsultCard", "PreviouslyConsultedCard", "ReorderCard"]);

const ready = new Map<string, WidgetView>();
const loading = new Map<string, Promise<WidgetView | undefined>>();
/** The last failed download of a type, for the render that waited on it to report (and not wait forever). */
const failed = new Map<string, unknown>();

/** Every widget at once, already imported (the server's registry). */
export function provideWidgets(definitions: readonly WidgetDefinition[]): void {
  for (const d of definitions) ready.set(d.type, d);
}

/** Whether a widget of this type exists at all. */
export function isWidgetType(type: string): boolean {
  return ready.has(type) || folders.has(type);
}

/** The widget if it is already loaded. */
export function loadedWidget(type: string): WidgetView | undefined {
  return ready.get(type);
}

/** Loads one widget's chunk (once); undefined for a type no widget has. */
export function loadWidget(type: string): Promise<WidgetView | undefined> {
  const done = ready.get(type);
  if (done) return Promise.resolve(done);
  if (!isWidgetType(type)) return Promise.resolve(undefined);
  let pending = loading.get(type);
  if (!pending) {
    pending = (PERSONAL_WIDGET_TYPES.has(type) ? import("./personal-views") : import("./views")).then(
      ({ views }) => {
        for (const [t, view] of views) if (!ready.has(t)) ready.set(t, view);
        loading.delete(type);
        return ready.get(type);
      },
      (e: unknown) => {
        // A failed chunk download (offline) is tried again the next time the widget is needed.
        loading.delete(type);
        failed.set(type, e);
        throw e;
      },
    );
    loading.set(type, pending);
  }
  return pending;
}

/** Loads several widgets; one that fails to load does not stop the others (its section shows the section error). */
export async function loadWidgets(types: Iterable<string>): Promise<void> {
  await Promise.allSettled([...new Set(types)].map(loadWidget));
}

/**
 * The widget for a section while rendering: the loaded one, undefined for an unknown type, and for a known one not
 * loaded yet it suspends (React shows the section's Suspense fallback until the chunk is there). A chunk that fails
 * to load makes the section's error boundary show the section error.
 */
export function useWidget(type: string): WidgetView | undefined {
  const done = ready.get(type);
  if (done || !isWidgetType(type)) return done;
  if (failed.has(type)) {
    const error = failed.get(type);
    failed.delete(type);
    throw error;
  }
  throw loadWidget(type).catch(() => undefined);
}
