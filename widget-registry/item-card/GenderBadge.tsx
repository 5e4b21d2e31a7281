/**
 * "For women" / "For men" on a gender-limited item, with the spec's tooltip saying which gender the test is
 * not available for. The tooltip shows on hover and on keyboard focus (and on tap, which focuses the button),
 * is announced as the button's description, and Escape hides it.
 */
import { useId, useState } from "react";
import { genderLabel } from "~/lib/item";
import { genderUnavailableText } from "./gender";

export function GenderBadge({ gender }: { gender: string | null | undefined }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const label = genderLabel(gender);
  const tip = genderUnavailableText(gender);
  if (!label || !tip) return null;
  return (
    <span className="w-gender" data-dismissed={dismissed ? "true" : undefined} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className="w-item-gender"
        aria-describedby={id}
        onKeyDown={(e) => {
          if (e.key === "Escape") setDismissed(true);
        }}
        onFocus={() => setDismissed(false)}
      >
        {label}
      </button>
      <span role="tooltip" id={id} className="w-tooltip">
        {tip}
      </span>
    </span>
  );
}
