/**
 * The widget registry: section `type` -> widget definition. Adding a widget = its folder + one line here.
 */
import type { WidgetDefinition } from "./define-widget";
// WIDGET IMPORTS (one line per widget)

export const widgets: WidgetDefinition[] = [
  // WIDGET LIST
];

const byType = new Map(widgets.map((w) => [w.type, w]));

export function getWidget(type: string): WidgetDefinition | undefined {
  return byType.get(type);
}

export function widgetTypes(): string[] {
  return [...byType.keys()];
}
