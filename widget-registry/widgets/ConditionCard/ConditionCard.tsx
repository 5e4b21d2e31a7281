/**
 * Health conditions people consult for (diabetes, PCOS, migraine…): image, condition, the specialty that treats
 * it; the card links to the condition's doctor listing, /conditions/{x}-treatment-doctors.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface Condition {
  slug: string;
  name: string;
  imageUrl: string;
  specialty?: string;
  redirectUrl?: string;
}

export interface ConditionCardProps {
  conditions: Condition[];
}

export const CONDITION_IMAGE_SIZE = 72;
export const NO_CONDITION_TEXT = "No conditions to show right now";
const options: CardRowOptions = { mwebCards: 2.3, gridFallback: 6 };

export const conditionHref = (c: Condition) => c.redirectUrl ?? `/conditions/${encodeURIComponent(c.slug)}-treatment-doctors`;

export function ConditionCard({ props, meta, section, dispatch }: WidgetProps<ConditionCardProps>) {
  return (
    <CardRow slotClassName="w-condition-skel" className="w-conditions" meta={meta} section={section} dispatch={dispatch} label="Conditions" empty={NO_CONDITION_TEXT} options={options}>
      {props.conditions.map((c) => (
        <article key={c.slug} className="w-condition">
          <ResponsiveImage className="w-condition-img" src={c.imageUrl} sizes={`${CONDITION_IMAGE_SIZE}px`} alt="" width={CONDITION_IMAGE_SIZE} height={CONDITION_IMAGE_SIZE} loading="lazy" decoding="async" />
          <h3 className="w-condition-name">
            <WidgetLink className="w-stretched" href={conditionHref(c)} dispatch={dispatch} event="item_click">
              {c.name}
            </WidgetLink>
          </h3>
          {c.specialty ? <p className="w-condition-specialty">{c.specialty}</p> : null}
        </article>
      ))}
    </CardRow>
  );
}

export function ConditionCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-conditions" cardClassName="w-condition-skel" meta={meta} view={view} options={options} />;
}
