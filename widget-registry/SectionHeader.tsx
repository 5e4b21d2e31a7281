/** A section's heading (<h2>) and its optional "View All" link, shared by every widget. */
import type { Dispatch, SectionInfo } from "./define-widget";
import { WidgetLink } from "./widgets/shared/links";

export function SectionHeader({ section, dispatch }: { section: SectionInfo; dispatch: Dispatch }) {
  const title = section.title ?? section.heading;
  const subtitle = section.title && section.heading && section.heading !== section.title ? section.heading : null;
  const viewAll = section.view_all?.show_view_all && section.view_all.redirect_url ? section.view_all : null;
  if (!title && !viewAll) return null;
  const viewAllText = viewAll?.view_all_text || "View All";
  return (
    <div className="w-section-header">
      <div className="w-section-titles">
        {title ? <h2 className="w-section-title">{title}</h2> : null}
        {subtitle ? <p className="w-section-subtitle">{subtitle}</p> : null}
      </div>
      {viewAll ? (
        <WidgetLink
          className="w-view-all"
          href={viewAll.redirect_url}
          dispatch={dispatch}
          event="view_all"
          aria-label={title ? `${viewAllText}: ${title}` : undefined}
        >
          {viewAllText}
        </WidgetLink>
      ) : null}
    </div>
  );
}
