/**
 * The root schemas of the section forms: the section's settings (meta included), a REST and a GraphQL data
 * source. With every widget's props schema these are the roots that scripts/gen-studio-validators.ts compiles
 * into standalone validators at build time, so the forms validate as the editor types without `new Function`
 * (which the Content-Security-Policy forbids). A form's root must stay deep-equal to the compiled one.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { dataSourceSchema, sectionSettingsSchema } from "./schema-bundle";

export const settingsFormSchema = sectionSettingsSchema() as RJSFSchema;
export const restFormSchema = dataSourceSchema.oneOf[1] as unknown as RJSFSchema;
export const graphqlFormSchema = dataSourceSchema.oneOf[2] as unknown as RJSFSchema;
