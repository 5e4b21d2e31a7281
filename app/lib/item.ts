/**
 * Item rules shared by cards and pages: "An item is a package when it has more than one inclusion;
 * otherwise it is a test." Gender codes: "M Male, F Female, B All".
 */

export interface ItemInclusions {
  itemInclusionCount?: number | null;
  inclusions?: readonly unknown[] | null;
}

/** How many tests an item includes: the count field when present, else the inclusions list. */
export function inclusionCount(item: ItemInclusions): number {
  if (typeof item.itemInclusionCount === "number" && Number.isFinite(item.itemInclusionCount)) return item.itemInclusionCount;
  return Array.isArray(item.inclusions) ? item.inclusions.length : 0;
}

export function isPackage(item: ItemInclusions): boolean {
  return inclusionCount(item) > 1;
}

/** "Includes 68 tests" for a package; "" for a test. */
export function inclusionText(item: ItemInclusions): string {
  return isPackage(item) ? `Includes ${inclusionCount(item)} tests` : "";
}

/** A short label for an item limited to one gender; null when it is for all (B) or unknown. */
export function genderLabel(gender: string | null | undefined): string | null {
  switch ((gender ?? "").trim().toUpperCase()) {
    case "M":
    case "MALE":
      return "For men";
    case "F":
    case "FEMALE":
      return "For women";
    default:
      return null;
  }
}

/** The tooltip for a gender-limited item (the spec: the test is not available for the other gender). */
export function genderTooltip(gender: string | null | undefined): string | null {
  const label = genderLabel(gender);
  return label ? `This test is available only ${label.toLowerCase()}` : null;
}
