/** Pieces every health-tool page shares: labelled fields with their errors, the result box and its offers. */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ToolOffer } from "./offers";

type Field = FieldMetadata<string | number | undefined>;

const describedBy = (f: Field) => (f.errors?.length ? f.errorId : undefined);

export function FieldError({ field }: { field: Field }) {
  return field.errors?.length ? <p className="form-error" id={field.errorId}>{field.errors[0]}</p> : null;
}

export function NumberField({ field, label, unit, step = "any" }: { field: Field; label: string; unit: string; step?: string }) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label} ({unit})</label>
      <input {...getInputProps(field, { type: "text" })} key={field.key} inputMode="decimal" step={step} aria-describedby={describedBy(field)} />
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({ field, label, options }: { field: Field; label: string; options: { value: string; label: string }[] }) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field)} key={field.key} aria-describedby={describedBy(field)}>
        <option value="">Choose…</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function SexField({ field }: { field: Field }) {
  return (
    <fieldset className="form-field" aria-describedby={describedBy(field)}>
      <legend className="form-legend">Sex</legend>
      <div className="radio-row">
        {(["male", "female"] as const).map((v) => (
          <label key={v}>
            <input type="radio" name={field.name} value={v} defaultChecked={field.initialValue === v} aria-invalid={field.errors?.length ? true : undefined} />
            {v === "male" ? "Male" : "Female"}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** The result: announced when it appears, with what to do next. */
export function ToolResult({ heading, children, offers }: { heading: string; children: ReactNode; offers: ToolOffer[] }) {
  return (
    <section className="tool-result" aria-labelledby="tool-result-title" role="status">
      <h2 id="tool-result-title">{heading}</h2>
      {children}
      <div className="tool-offer">
        {offers.map((o) => <Link key={o.to} to={o.to} className="btn-secondary">{o.label}</Link>)}
      </div>
    </section>
  );
}

export function Formula({ children }: { children: ReactNode }) {
  return (
    <section className="content-section" aria-labelledby="formula-title">
      <h2 id="formula-title">How this is calculated</h2>
      {children}
      <p className="content-note">These tools give an estimate for adults and do not replace advice from your doctor.</p>
    </section>
  );
}

/** A yes/no style question answered with radio buttons (arrow keys move between them). */
export function ChoiceField({ field, legend, options }: { field: Field; legend: string; options: { value: string; label: string }[] }) {
  return (
    <fieldset className="form-field" aria-describedby={describedBy(field)}>
      <legend className="form-legend">{legend}</legend>
      <div className="radio-row">
        {options.map((o) => (
          <label key={o.value}>
            <input type="radio" name={field.name} value={o.value} defaultChecked={field.initialValue === o.value} aria-invalid={field.errors?.length ? true : undefined} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
