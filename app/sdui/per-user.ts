/** Which sections show the signed-in person's own data, and so are never part of a page a segment shares. */
import type { Section } from "#schemas/generated/section";
import { usesUserPlaceholders } from "./placeholders";

/** Marked per_user in the configuration, or reading the user's own state ({patientId}) in its data source. */
export function isPerUser(section: Pick<Section, "per_user" | "data_source">): boolean {
  return section.per_user === true || usesUserPlaceholders(JSON.stringify(section.data_source));
}
