/** What the loader hands the screen renderer: plain, serialisable data. */
import type { SectionMeta } from "#schemas/generated/meta";
import type { Behaviour } from "#schemas/generated/section";

export type SectionData =
  | { status: "ok"; props: Record<string, unknown> }
  | { status: "error"; message: string };

export interface RenderSection {
  name: string;
  type: string;
  order: number;
  title?: string;
  heading?: string;
  meta: SectionMeta;
  margin_between_sections?: number;
  view_all?: { show_view_all: boolean; redirect_url?: string; view_all_text?: string };
  behaviours: Behaviour[];
  /**
   * inline: data is here; stream: data arrives later in this response; client: fetched after hydration;
   * personal: the signed-in person's own data, fetched after hydration with the rest of it (/resources/personal);
   * placeholder: held in its loading state (the studio preview shows a section's skeleton this way).
   */
  mode: "inline" | "stream" | "client" | "personal" | "placeholder";
  eager_load: boolean;
  data?: SectionData;
}

export interface RenderContainer {
  type: "vertical" | "tabs";
  position: number;
  title?: string;
  sections: RenderSection[];
}

export interface RenderScreen {
  screen_name: string;
  screen_identifier: string;
  version: number;
  view: "web" | "mweb";
  segment: string;
  source: string;
  containers: RenderContainer[];
}
