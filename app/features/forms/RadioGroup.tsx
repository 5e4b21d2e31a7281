/**
 * The one radio group of the forms: a fieldset with its legend, one row per choice (the radio at its native size
 * beside its words, the whole row a 44 px tap target), and its error under the choices. Native radios keep the
 * keyboard behaviour people expect: Tab into the group, arrow keys between choices, Space to choose.
 */
import type { ReactNode } from "react";

export interface RadioChoice {
  value: string;
  label: ReactNode;
}

interface Props {
  name: string;
  legend: ReactNode;
  choices: RadioChoice[];
  /** "column": one choice a row (reasons); "row": side by side, wrapping (slots, refund destinations). */
  layout?: "column" | "row";
  required?: boolean;
  defaultValue?: string;
  /** Controlled use: the chosen value and its change. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  errorId: string;
}

export function RadioGroup({ name, legend, choices, layout = "column", required, defaultValue, value, onChange, error, errorId }: Props) {
  return (
    <fieldset className="form-field radio-group" aria-describedby={error ? errorId : undefined}>
      <legend className="form-legend">{legend}</legend>
      <div className={`radio-choices radio-choices--${layout}`}>
        {choices.map((c) => (
          <label key={c.value} className="radio-choice">
            <input
              type="radio" name={name} value={c.value} required={required}
              {...(onChange ? { checked: value === c.value, onChange: () => onChange(c.value) } : { defaultChecked: defaultValue === c.value })}
              aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </fieldset>
  );
}
