/**
 * Text chips (health concerns, help topics): pills in one row that scrolls sideways, each a link. One row whatever
 * the chips, so the skeleton (which cannot know them) takes the same box.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";

export interface ChipTile {
  title: string;
  redirectUrl: string;
  count?: number;
}

export interface DiagTileStyle3Props {
  tiles: ChipTile[];
}

export function DiagTileStyle3({ props, section, dispatch }: WidgetProps<DiagTileStyle3Props>) {
  return (
    <div className="w-tiles">
      <SectionHeader section={section} dispatch={dispatch} />
      <ul className="w-chips" aria-label={section.title ?? section.heading ?? "Topics"}>
        {props.tiles.map((t, i) => (
          <li key={`${i}-${t.title}`}>
            <WidgetLink className="w-chip" href={t.redirectUrl} dispatch={dispatch}>
              {t.title}
              {t.count != null ? (
                <span className="w-chip-count">
                  <span className="visually-hidden">, </span>
                  {t.count}
                  <span className="visually-hidden"> {t.count === 1 ? "test" : "tests"}</span>
                </span>
              ) : null}
            </WidgetLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SKELETON_WIDTHS = [84, 72, 64, 96, 60, 76, 112, 120];

export function DiagTileStyle3Skeleton(_: { meta: SectionMeta; view: "web" | "mweb" }) {
  return (
    <div className="w-tiles" aria-hidden="true">
      <SkeletonHeader />
      <div className="w-chips w-chips--static">
        {SKELETON_WIDTHS.map((w, i) => (
          <SkeletonBlock key={i} className="w-chip-skel" style={{ width: w }} />
        ))}
      </div>
    </div>
  );
}
