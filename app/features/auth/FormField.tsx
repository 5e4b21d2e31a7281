import { useEffect, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";

/** A labelled input with its error: aria-invalid and aria-describedby tie the message to the field. */
export function FormField({
  name, label, error, hint, children, ...input
}: { name: string; label: string; error?: string; hint?: ReactNode; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />}
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

/** After a failed submit, focus moves to the first field with an error (form order). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: Record<string, string | undefined> | undefined) {
  useEffect(() => {
    if (!errors || !formRef.current) return;
    const first = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors, formRef]);
}

/**
 * A form whose page arrived with errors (it was sent before the page's scripts ran, so the server answered with
 * the whole page) moves focus to its first field in error once; later answers are focused by the form itself.
 */
export function useFocusFirstErrorOnLoad(formId: string, hasErrors: boolean) {
  useEffect(() => {
    if (hasErrors) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
