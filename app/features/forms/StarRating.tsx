/**
 * The one star rating: radios (so the keyboard and screen readers treat it as a choice of one, "3 stars"), each
 * drawn as a star. The chosen star and those before it are filled; hovering shows what a tap would choose. Works
 * without scripts: the fill is CSS on the radios' own checked state.
 */
import Star from "lucide-react/icons/star";

interface Props {
  name: string;
  legend: string;
  max: number;
  required?: boolean;
  error?: string;
  errorId: string;
}

export function StarRating({ name, legend, max, required, error, errorId }: Props) {
  const values = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <fieldset className="form-field star-rating" aria-describedby={error ? errorId : undefined}>
      <legend className="form-legend">{legend}</legend>
      {/* In value order (1 first, for the keyboard and screen readers); a star is filled when it or a later one is
          chosen (CSS :has), so "3 stars" fills the first three. */}
      <div className="star-choices">
        {values.map((n) => (
          <span key={n} className="star-choice">
            <input
              type="radio" id={`${name}-${errorId}-${n}`} name={name} value={n} required={required} className="star-input"
              aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
            />
            <label htmlFor={`${name}-${errorId}-${n}`} className="star-label">
              <Star aria-hidden="true" focusable="false" size={32} />
              <span className="visually-hidden">{n} {n === 1 ? "star" : "stars"}</span>
            </label>
          </span>
        ))}
      </div>
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </fieldset>
  );
}
