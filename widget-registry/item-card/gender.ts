/**
 * The spec's gender rule on item cards: "item gender must equal the patient gender or be All; otherwise a
 * tooltip states that the test is not available for that gender." Gender codes: M Male, F Female, B All.
 */

function code(gender: string | null | undefined): "M" | "F" | null {
  const g = (gender ?? "").trim().toUpperCase();
  if (g === "M" || g === "MALE") return "M";
  if (g === "F" || g === "FEMALE") return "F";
  return null;
}

/** The tooltip of a gender-limited item: which gender it is not available for; null for items for all. */
export function genderUnavailableText(gender: string | null | undefined): string | null {
  switch (code(gender)) {
    case "M":
      return "This test is not available for women";
    case "F":
      return "This test is not available for men";
    default:
      return null;
  }
}
