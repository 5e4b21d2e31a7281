/**
 * Field errors in words, for the section forms: each schema error is said as what the editor should do, using
 * the field's own title and description ("Add a description of the picture for people who cannot see it", not
 * "must have required property 'alt'"), and every URL field is held to the safe-URL rule the renderer applies
 * ("Images may only come from these hosts: …"), so the editor sees at the field, as they type, what Save and
 * Publish would refuse.
 */
import type { CustomValidator, ErrorTransformer, FormValidation, RJSFSchema } from "@rjsf/utils";
import { findUnsafeUrls } from "~/lib/safe-url";
import { errorInWords, unsafeUrlInWords } from "~/lib/field-words";

export { errorInWords, fieldSchema, unsafeUrlInWords } from "~/lib/field-words";

/** rjsf's `transformErrors` for a form whose root schema is `root`. */
export function inWords(root: RJSFSchema): ErrorTransformer {
  return (errors) =>
    errors
      // oneOf/anyOf/const noise repeats what a field-level error already says.
      .filter((e) => e.name !== "oneOf" && e.name !== "anyOf" && e.name !== "if")
      .map((e) => {
        const message = errorInWords(e, root);
        return { ...e, message, stack: message };
      });
}

/** rjsf's `customValidate`: every URL-looking field checked against the hosts the renderer allows. */
export function safeUrlsAt(allowedHosts: readonly string[]): CustomValidator {
  return (formData, errors) => {
    for (const path of findUnsafeUrls(formData, allowedHosts)) {
      const parts = path.split("/").filter(Boolean);
      let at = errors as unknown as Record<string, FormValidation>;
      for (const p of parts) at = (at[p] ??= {} as FormValidation) as unknown as Record<string, FormValidation>;
      (at as unknown as FormValidation).addError?.(unsafeUrlInWords(parts[parts.length - 1] ?? "", allowedHosts));
    }
    return errors;
  };
}
