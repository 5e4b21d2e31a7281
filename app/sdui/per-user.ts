/**
 * Which sections show the signed-in person's own data, and so are never part of a page a segment shares — and
 * where that data may come from.
 */
import type { Section } from "#schemas/generated/section";
import { getWidget } from "#widgets/registry";
import { usesUserPlaceholders } from "./placeholders";

/**
 * Marked per_user in the configuration, drawn by a widget of one person's records (appointments, consultations,
 * orders), or reading the user's own state ({patientId}) in its data source.
 */
export function isPerUser(section: Pick<Section, "per_user" | "data_source" | "type">): boolean {
  return section.per_user === true || getWidget(section.type)?.personal === true || usesUserPlaceholders(JSON.stringify(section.data_source));
}

/**
 * A personal section on a live screen shows only what a data source answered for the signed-in account. Inline
 * JSON is the same for everyone (an editor's example, a widget's sample): shown as a patient's own, it would be
 * someone else's medical data. Such a section shows nothing; the studio preview still draws it.
 */
export function hasAccountDataSource(section: Pick<Section, "data_source">): boolean {
  return section.data_source.type !== "JSON";
}
