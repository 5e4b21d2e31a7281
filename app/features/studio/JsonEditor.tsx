/**
 * The JSON editor of a draft (CodeMirror 6): completion and hover docs from the screen-configuration schema
 * (codemirror-json-schema), schema errors inline, and the publish checks' errors and warnings at their JSON
 * paths. Loaded lazily, only when the JSON tab opens.
 */
import { useEffect, useMemo, useRef } from "react";
import CodeMirror, { type EditorView } from "@uiw/react-codemirror";
import { forceLinting, linter, type Diagnostic } from "@codemirror/lint";
import { getJsonPointers, jsonSchema } from "codemirror-json-schema";
import type { JSONSchema7 } from "json-schema";
import { editorScreenSchema } from "./schema-bundle";
import type { SectionIssue } from "./SectionList";

// Every $ref inlined: codemirror-json-schema (json-schema-library) loses the schema below an array item that is a $ref.
const schema = editorScreenSchema() as JSONSchema7;

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
  // The extensions are made once. New ones would reconfigure the editor, which closes its search panel, completion
  // list and hover docs; the studio's data is reloaded every few seconds (presence), with new issue lists each time.
  // The checks' issues are read from a ref, and a change of them asks for a new lint run.
  const issues = useRef({ errors, warnings });
  issues.current = { errors, warnings };
  const view = useRef<EditorView | null>(null);
  const extensions = useMemo(() => {
    const checks = linter((v) => {
      const pointers = getJsonPointers(v.state, "json4");
      const out: Diagnostic[] = [];
      const place = (issue: SectionIssue, severity: "error" | "warning") => {
        // The deepest pointer that exists in the text: a missing property is reported on its parent.
        let p = issue.path.replace(/\(props\)/g, "");
        while (p && !pointers.has(p)) p = p.slice(0, p.lastIndexOf("/"));
        const at = pointers.get(p || "");
        if (!at) return;
        out.push({ from: at.keyFrom, to: at.keyTo, severity, message: `${issue.path}: ${issue.message}` });
      };
      issues.current.errors.forEach((e) => place(e, "error"));
      issues.current.warnings.forEach((w) => place(w, "warning"));
      return out;
    });
    return [...jsonSchema(schema), checks];
  }, []);
  // Same issues, possibly in new arrays: only a real change re-runs the checks' lint.
  const issuesKey = JSON.stringify([errors, warnings]);
  useEffect(() => {
    if (view.current) forceLinting(view.current);
  }, [issuesKey]);
  return (
    <CodeMirror
      value={value}
      height="60vh"
      extensions={extensions}
      onChange={onChange}
      onCreateEditor={(v) => (view.current = v)}
      aria-label="Draft JSON"
      basicSetup={{ foldGutter: true, lineNumbers: true }}
    />
  );
}
