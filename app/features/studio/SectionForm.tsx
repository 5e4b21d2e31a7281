/**
 * Forms for one section, generated from the JSON Schemas (@rjsf): the section's settings from
 * schemas/section.schema.json, and its data from the widget's props schema (inline JSON data) or the
 * data-source schema (REST / GraphQL), with "Try this source" for API sources.
 */
import { memo, useMemo, useState } from "react";
import Form from "@rjsf/core";
import validator, { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import type { Section } from "#schemas/generated/section";
import { graphqlFormSchema as graphqlSchema, restFormSchema as restSchema, settingsFormSchema as settingsSchema } from "./form-schemas";
import { validateFns } from "./generated/form-validators";
import { inWords, safeUrlsAt } from "./field-errors";
import type { CatalogueEntry } from "./draft-ops";
import { mediaUiSchema, MediaUrlWidget, type MediaFormContext } from "./MediaUrlWidget";

const noSubmit: UiSchema = { "ui:submitButtonOptions": { norender: true } };
/** Labels for the settings' groups (the schemas' titles name generated types, so the words live here). */
const settingsUi: UiSchema = {
  ...noSubmit,
  view_all: { "ui:title": "“View all” link" },
  visibility: { "ui:title": "Who sees it" },
  meta: { "ui:title": "Layout", dimensions: { "ui:title": "Image size (px)" } },
};
/** Add nothing the editor did not type: no placeholder array items, no empty optional objects. */
const defaults = { arrayMinItems: { populate: "never" as const }, emptyObjectFields: "skipDefaults" as const };
const mediaWidgets = { mediaUrl: MediaUrlWidget };

/**
 * The form's validator: the build's precompiled one for this root schema (no code compiled in the browser, so the
 * Content-Security-Policy holds), or null when the build has none for it (the form then checks on Save only).
 */
const validators = new WeakMap<RJSFSchema, ValidatorType | null>();
function precompiled(schema: RJSFSchema): ValidatorType | null {
  if (!validators.has(schema)) {
    try {
      validators.set(schema, createPrecompiledValidator(validateFns, schema) as ValidatorType);
    } catch {
      validators.set(schema, null);
    }
  }
  return validators.get(schema)!;
}

/** Live validation, shown at each field in words, as the editor types. */
function live(schema: RJSFSchema, hosts: readonly string[]) {
  const v = precompiled(schema);
  return v
    ? ({ validator: v, liveValidate: "onChange", showErrorList: false, transformErrors: inWords(schema), customValidate: safeUrlsAt(hosts) } as const)
    : ({ validator, liveValidate: false, showErrorList: false } as const);
}

interface Props {
  section: Section;
  widget: CatalogueEntry | undefined;
  tryUrl: string;
  /** Image fields upload here; without it they are plain URL fields. */
  media?: MediaFormContext;
  /** Hosts links and images may use (the renderer's safe-URL rule). */
  allowedHosts: readonly string[];
  onChange(next: Section): void;
}

export const SectionForm = memo(function SectionForm({ section, widget, tryUrl, media, allowedHosts, onChange }: Props) {
  const { data_source: ds } = section;
  const propsUi = useMemo<UiSchema>(() => ({ ...mediaUiSchema(widget?.propsSchema), ...noSubmit }), [widget]);
  const propsSchema = widget?.propsSchema as RJSFSchema | undefined;
  const settings = Object.fromEntries(Object.entries(section).filter(([k]) => k in (settingsSchema.properties ?? {})));
  return (
    <div className="studio-form" data-studio-form={section.name}>
      <h3>Section settings</h3>
      <Form
        idPrefix={`settings-${section.name}`}
        schema={settingsSchema}
        uiSchema={settingsUi}
        formData={settings}
        {...live(settingsSchema, allowedHosts)}
        noHtml5Validate
        experimental_defaultFormStateBehavior={defaults}
        onChange={(e) => onChange({ ...section, ...(e.formData as Partial<Section>) })}
      />
      {ds.type === "JSON" && widget && !section.component_prop_mapping ? (
        <>
          <h3>{section.type} content</h3>
          <Form
            idPrefix={`data-${section.name}`}
            schema={propsSchema!}
            uiSchema={propsUi}
            widgets={mediaWidgets}
            formContext={media}
            formData={ds.data}
            {...live(propsSchema!, allowedHosts)}
            noHtml5Validate
            experimental_defaultFormStateBehavior={defaults}
            onChange={(e) => onChange({ ...section, data_source: { type: "JSON", data: e.formData } })}
          />
        </>
      ) : ds.type === "API" ? (
        <>
          <h3>Data source ({ds.api_type})</h3>
          <Form
            idPrefix={`source-${section.name}`}
            schema={ds.api_type === "GRAPHQL" ? graphqlSchema : restSchema}
            uiSchema={{ ...noSubmit, query: { "ui:widget": "textarea" } }}
            formData={ds}
            {...live(ds.api_type === "GRAPHQL" ? graphqlSchema : restSchema, allowedHosts)}
            noHtml5Validate
            experimental_defaultFormStateBehavior={defaults}
            onChange={(e) => onChange({ ...section, data_source: e.formData as Section["data_source"] })}
          />
          <TrySource tryUrl={tryUrl} section={section} />
        </>
      ) : (
        <p className="studio-hint">This section's data is edited in the JSON editor.</p>
      )}
    </div>
  );
});

/** Resolves the section's source on the server as a patient's request would, and shows the data and the props. */
function TrySource({ tryUrl, section }: { tryUrl: string; section: Section }) {
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const body = new FormData();
      body.set("section", JSON.stringify(section));
      const res = await fetch(tryUrl, { method: "POST", body });
      setResult(JSON.stringify(await res.json(), null, 2));
    } catch (e) {
      setResult(String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="studio-try">
      <button type="button" className="btn-secondary" onClick={run} disabled={busy}>
        {busy ? "Trying…" : "Try this source"}
      </button>
      {result ? (
        <pre className="studio-try-result" aria-label="Resolved data and props">
          {result}
        </pre>
      ) : null}
    </div>
  );
}
