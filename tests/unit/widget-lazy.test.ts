/**
 * The browser's widget registry (widget-registry/lazy.ts): every registered widget is reachable as a chunk of its
 * own under its type, a page's widgets load before hydration, and an unknown type is simply not a widget.
 */
import { describe, expect, it } from "vitest";
import { widgets } from "#widgets/registry";
import { isWidgetType, loadedWidget, loadWidget, loadWidgets, PERSONAL_WIDGET_TYPES, useWidget } from "#widgets/lazy";

describe("lazy widget registry", () => {
  it("reaches every registered widget's component and skeleton by its type (its folder's <Type>.tsx)", async () => {
    for (const w of widgets) {
      expect(isWidgetType(w.type), w.type).toBe(true);
      const loaded = await loadWidget(w.type);
      expect(loaded?.type, w.type).toBe(w.type);
      expect(loaded?.Component, w.type).toBe(w.Component);
      expect(loaded?.Skeleton, w.type).toBe(w.Skeleton);
    }
  });

  it("an unknown type is no widget: it loads nothing and renders as the section error", async () => {
    expect(isWidgetType("NoSuchWidget")).toBe(false);
    expect(isWidgetType("../shared/skeleton")).toBe(false);
    await expect(loadWidget("NoSuchWidget")).resolves.toBeUndefined();
    expect(useWidget("NoSuchWidget")).toBeUndefined();
  });

  it("loads a page's widgets together, once each, and then hands them over synchronously", async () => {
    await loadWidgets(["Banner", "Banner", "DiagItemCard", "NoSuchWidget"]);
    expect(loadedWidget("Banner")?.type).toBe("Banner");
    expect(useWidget("DiagItemCard")?.type).toBe("DiagItemCard");
  });
});

describe("widgets only a signed-in person sees", () => {
  it("are a chunk of their own, so a signed-out page never downloads them: exactly the registry's `personal` widgets", async () => {
    const personal = widgets.filter((w) => w.personal).map((w) => w.type).sort();
    expect([...PERSONAL_WIDGET_TYPES].sort()).toEqual(personal);
    const [{ views }, { views: personalViews }] = await Promise.all([import("#widgets/views"), import("#widgets/personal-views")]);
    expect([...personalViews.keys()].sort()).toEqual(personal);
    expect([...views.keys()].sort()).toEqual(widgets.filter((w) => !w.personal).map((w) => w.type).sort());
  });
});
