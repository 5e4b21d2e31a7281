/**
 * An item's name on a card. Package names share a long start and differ at the end ("Full Body Checkup - Essential",
 * "Full Body Checkup - Advanced"); clamped as one text, both read "Full Body Checkup -…". So a name with a variant
 * after " - " gets two lines: the shared start (cut if it must be) and the variant, always whole. Same two-line box;
 * the accessible name and text stay the full name.
 */
export function splitItemName(name: string): { base: string; variant: string } | null {
  const i = name.lastIndexOf(" - ");
  if (i <= 0 || i + 3 >= name.length) return null;
  return { base: name.slice(0, i), variant: name.slice(i + 3) };
}

/**
 * `inline` is for one-line rows (past searches): the shared start gives way first, so a cut name reads
 * "Full Body Che… - Essential".
 */
export function ItemName({ name, inline = false }: { name: string; inline?: boolean }) {
  const parts = splitItemName(name);
  if (!parts) return <>{name}</>;
  if (inline) {
    return (
      <span className="w-item-name-inline">
        <span className="w-item-name-base">{parts.base}</span>
        <span className="w-item-name-variant">{` - ${parts.variant}`}</span>
      </span>
    );
  }
  return (
    <>
      <span className="w-item-name-base">{parts.base}</span>
      <span className="visually-hidden"> - </span>
      <span className="w-item-name-variant">{parts.variant}</span>
    </>
  );
}
