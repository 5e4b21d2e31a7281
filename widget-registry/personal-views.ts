/**
 * The views of the widgets only a signed-in person sees (their definitions say `personal: true`: filled from a data
 * source asked on the account's behalf). They are a chunk of their own so that a signed-out page, which never draws
 * one, does not download them with the other widgets (views.ts). The folder list below is the glob's, which must be
 * a literal; a unit test holds it to the registry's `personal` flags.
 */
import { viewsOf } from "./view-files";

export const views = viewsOf(
  import.meta.glob<Record<string, unknown>>("./widgets/{AppointmentListingCard,PastSearchCard,PostConsultCard,PreviouslyConsultedCard,ReorderCard}/*.tsx", {
    eager: true,
  }),
);
