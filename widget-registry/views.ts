/**
 * Every widget's component and skeleton (each folder's <Type>.tsx), as one module: the browser loads it once, when
 * a page draws its first widget (lazy.ts). One file rather than one per widget, because a screen draws most of
 * them and many small files compress worse and cost a request each; schemas and samples stay out of it. The
 * widgets only a signed-in person sees are left out: they are personal-views.ts, which signed-out pages never load.
 */
import { viewsOf } from "./view-files";

export const views = viewsOf(
  import.meta.glob<Record<string, unknown>>(
    ["./widgets/*/*.tsx", "!./widgets/{AppointmentListingCard,PastSearchCard,PostConsultCard,PreviouslyConsultedCard,ReorderCard}/*.tsx"],
    { eager: true },
  ),
);
