/**
 * The widget contract. A widget is a folder in widget-registry/widgets/<Type>/ whose index.ts
 * default-exports `defineWidget({...})`; registering it is one line in widget-registry/registry.ts.
 */
import type { ComponentType } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { Action } from "#schemas/generated/actions";

/** A JSON Schema (draft-07) for the widget's props; top level must set additionalProperties: false. */
export type PropsSchema = Record<string, unknown>;

export interface WidgetSample<P> {
  name: string;
  props: P;
  meta?: SectionMeta;
}

/** What the section renderer knows about the section a widget is drawn in. */
export interface SectionInfo {
  name: string;
  title?: string;
  heading?: string;
  view: "web" | "mweb";
  view_all?: { show_view_all: boolean; redirect_url?: string; view_all_text?: string };
  /** The screen's first section: its picture is the page's largest paint, preloaded in the head (sdui/lcp-image.ts). */
  first?: boolean;
}

/**
 * Every interaction goes through the action dispatcher (navigate, add to cart, open modal, track).
 * `event` names the behaviour a config may override ("click", "item_click", "add_to_cart", "view_all").
 */
export type Dispatch = ((action: Action, event?: string) => void) & {
  /**
   * Where a configured behaviour sends `event` instead of the widget's own link, as a URL (a navigate action's URL,
   * or this page with the modal's `open_modal` flag), so the link's href is where a tap really goes; null when no
   * behaviour changes that event's destination.
   */
  hrefFor?: (event: string) => string | null;
};

export interface WidgetProps<P> {
  props: P;
  meta: SectionMeta;
  section: SectionInfo;
  dispatch: Dispatch;
}

export interface WidgetDefinition<P = unknown> {
  type: string;
  propsSchema: PropsSchema;
  Component: ComponentType<WidgetProps<P>>;
  /** Same box as the loaded widget, so that a section swapping in causes no layout shift. */
  Skeleton: ComponentType<{ meta: SectionMeta; view: "web" | "mweb" }>;
  samples: WidgetSample<P>[];
  /**
   * The widget shows one person's own records (their appointments, consultations, orders, searches). A section drawn
   * by it is personal whatever its configuration says: on a live screen it is filled only from a data source asked on
   * the signed-in account's behalf, never from inline data (which is an editor's or a sample's, the same for everyone).
   * Samples still show in the gallery and the studio preview.
   */
  personal?: boolean;
}

export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(definition.type)) throw new Error(`widget type must be PascalCase: ${definition.type}`);
  if (definition.samples.length < 1) throw new Error(`widget ${definition.type} needs samples`);
  // The registry holds widgets of every props type: props reach a widget only after its propsSchema accepted them.
  return definition as unknown as WidgetDefinition;
}
