/**
 * The bundled last-resort screen configurations (screen-configs/), compiled into the server build.
 * <screen>.<view>.json is the signed-out (default) segment; <screen>.<view>.<segment>.json are the others.
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

const files = import.meta.glob<ScreenConfiguration>("../../../screen-configs/*.json", {
  eager: true,
  import: "default",
});

export interface BundledConfig {
  screen_name: string;
  screen_view: string;
  config: ScreenConfiguration;
}

export function bundledScreenConfigurations(): BundledConfig[] {
  return Object.entries(files).map(([file, config]) => {
    const [screen_name, screen_view] = file.replace(/^.*\//, "").split(".");
    return { screen_name, screen_view, config };
  });
}

export function bundledScreenConfiguration(screenName: string, view: string, segment: string): ScreenConfiguration | null {
  const all = bundledScreenConfigurations();
  const exact = all.find((c) => c.screen_name === screenName && c.screen_view === view && c.config.segment_type === segment);
  return (exact ?? all.find((c) => c.screen_name === screenName && c.screen_view === view && c.config.segment_type === DEFAULT_SEGMENT))?.config ?? null;
}

export const DEFAULT_SEGMENT = "signed_out";
