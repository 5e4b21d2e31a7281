/**
 * The JSON editor of a draft (CodeMirror 6): completion and hover docs from the screen-configuration schema
 * (codemirror-json-schema), schema errors inline, and the publish checks' errors and warnings at their JSON
 * paths. Loaded lazily, only when the JSON tab opens.
 */
import { useMemo } from "react";
import CodeMirror from "@uiw/react-codemirror";
import { linter, type Diagnostic } from "@codemirror/lint";
import { getJsonPointers, jsonSchema } from "codemirror-json-schema";
import type { JSONSchema7 } from "json-schema";
import { bundledScreenSchema } from "./schema-bundle";
import type { SectionIssue } from "./SectionList";

const schema = bundledScreenSchema() as JSONSchema7;

export default function JsonEditor({
  value,
  onChange,
  errors,
  warnings,
}: {
  value: string;
  onChange(text: string): void;
  errors: SectionIssue[];
  warnings: SectionIssue[];
}) {
  const extensions = useMemo(() => {
    const checks = linter((view) => {
      const pointers = getJsonPointers(view.state, "json4");
      const out: Diagnostic[] = [];
      const place = (issue: SectionIssue, severity: "error" | "warning") => {
        // The deepest pointer that exists in the text: a missing property is reported on its parent.
        let p = issue.path.replace(/\(props\)/g, "");
        while (p && !pointers.has(p)) p = p.slice(0, p.lastIndexOf("/"));
        const at = pointers.get(p || "");
        if (!at) return;
        out.push({ from: at.keyFrom, to: at.keyTo, severity, message: `${issue.path}: ${issue.message}` });
      };
      errors.forEach((e) => place(e, "error"));
      warnings.forEach((w) => place(w, "warning"));
      return out;
    });
    return [...jsonSchema(schema), checks];
  }, [errors, warnings]);
  return (
    <CodeMirror
      value={value}
      height="60vh"
      extensions={extensions}
      onChange={onChange}
      aria-label="Draft JSON"
      basicSetup={{ foldGutter: true, lineNumbers: true }}
    />
  );
}
