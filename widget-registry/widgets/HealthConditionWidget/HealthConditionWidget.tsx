/**
 * Manage a health condition: for each condition, a short description and the two next steps the product offers,
 * the tests that monitor it and a doctor who treats it. Two links per card, so no card-wide link.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface HealthCondition {
  slug: string;
  name: string;
  description: string;
  iconUrl: string;
  testsUrl: string;
  consultUrl: string;
  testsCount?: number;
}

export interface HealthConditionWidgetProps {
  conditions: HealthCondition[];
}

export const CONDITION_ICON_SIZE = 48;
export const NO_HEALTH_CONDITION_TEXT = "No health conditions to show right now";
const options: CardRowOptions = { mwebCards: 1.2, gridFallback: 3 };

export const testsLinkText = (c: HealthCondition) => (c.testsCount && c.testsCount > 0 ? `View ${c.testsCount} tests` : "View tests");

export function HealthConditionWidget({ props, meta, section, dispatch }: WidgetProps<HealthConditionWidgetProps>) {
  return (
    <CardRow slotClassName="w-hcond-skel" className="w-hconds" meta={meta} section={section} dispatch={dispatch} label="Health conditions" empty={NO_HEALTH_CONDITION_TEXT} options={options}>
      {props.conditions.map((c) => (
        <article key={c.slug} className="w-hcond">
          <div className="w-hcond-head">
            <ResponsiveImage className="w-hcond-icon" src={c.iconUrl} sizes={`${CONDITION_ICON_SIZE}px`} alt="" width={CONDITION_ICON_SIZE} height={CONDITION_ICON_SIZE} loading="lazy" decoding="async" />
            <h3 className="w-hcond-name">{c.name}</h3>
          </div>
          <p className="w-hcond-text">{c.description}</p>
          <div className="w-hcond-actions">
            <WidgetLink className="btn-secondary btn-small" href={c.testsUrl} dispatch={dispatch} event="item_click" aria-label={`${testsLinkText(c)} for ${c.name}`}>
              {testsLinkText(c)}
            </WidgetLink>
            <WidgetLink className="btn-secondary btn-small" href={c.consultUrl} dispatch={dispatch} aria-label={`Consult a doctor for ${c.name}`}>
              Consult a doctor
            </WidgetLink>
          </div>
        </article>
      ))}
    </CardRow>
  );
}

export function HealthConditionWidgetSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-hconds" cardClassName="w-hcond-skel" meta={meta} view={view} options={options} />;
}
