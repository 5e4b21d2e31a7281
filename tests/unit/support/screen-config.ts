/** A diag_home screen configuration of these sections, in one vertical container: what the studio's checks read. */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

export function screenOfSections(sections: unknown[]): ScreenConfiguration {
  return {
    screen_name: "diag_home",
    screen_identifier: "t",
    version: 1,
    segment_type: "signed_out",
    containers: [{ type: "vertical", position: 0, sections }],
  } as unknown as ScreenConfiguration;
}
