/**
 * The structured editor's image-URL field: the URL as text (any image URL still works) and an upload button that
 * sends a PNG, JPEG or WebP to the studio's media store and fills the field with the uploaded image's URL.
 */
import { useState, type ChangeEvent } from "react";
import type { UiSchema, WidgetProps } from "@rjsf/utils";

export const MEDIA_ACCEPT = "image/png,image/jpeg,image/webp";

/** What the form passes to every image field: where to upload, and the draft the upload is recorded against. */
export interface MediaFormContext {
  uploadUrl: string;
  screen: { screenName: string; screenView: string; segment: string };
}

const IMAGE_FIELD = /(image|icon)Url$/i;

/** The uiSchema that puts the upload widget on every image-URL string field of a props schema, however nested. */
export function mediaUiSchema(schema: unknown): UiSchema {
  const walk = (s: unknown): UiSchema | undefined => {
    if (!s || typeof s !== "object") return undefined;
    const o = s as { type?: string; properties?: Record<string, unknown>; items?: unknown };
    const ui: UiSchema = {};
    if (o.properties) {
      for (const [k, v] of Object.entries(o.properties)) {
        if (IMAGE_FIELD.test(k) && (v as { type?: string }).type === "string") ui[k] = { "ui:widget": "mediaUrl" };
        else {
          const sub = walk(v);
          if (sub) ui[k] = sub;
        }
      }
    }
    if (o.items) {
      const sub = walk(o.items);
      if (sub) ui.items = sub;
    }
    return Object.keys(ui).length ? ui : undefined;
  };
  return walk(schema) ?? {};
}

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; message: string } | { kind: "error"; message: string };

export function MediaUrlWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, registry, label }: WidgetProps) {
  const ctx = registry.formContext as MediaFormContext | undefined;
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file || !ctx) return;
    setStatus({ kind: "busy" });
    const body = new FormData();
    body.set("file", file);
    body.set("screen", ctx.screen.screenName);
    body.set("view", ctx.screen.screenView);
    body.set("segment", ctx.screen.segment);
    try {
      const res = await fetch(ctx.uploadUrl, { method: "POST", body });
      const r = (await res.json().catch(() => null)) as { ok?: boolean; url?: string; message?: string; width?: number; height?: number } | null;
      if (res.ok && r?.ok && r.url) {
        onChange(r.url);
        setStatus({ kind: "done", message: `Uploaded ${file.name} (${r.width}×${r.height})` });
      } else {
        setStatus({ kind: "error", message: r?.message ?? `Upload failed (${res.status})` });
      }
    } catch {
      setStatus({ kind: "error", message: "Upload failed: check the connection and try again." });
    }
  };

  return (
    <div className="studio-media-field">
      <input
        id={id}
        name={id}
        type="text"
        className="form-control"
        value={typeof value === "string" ? value : ""}
        required={required}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {ctx ? (
        <label className="studio-media-upload">
          <span>{status.kind === "busy" ? "Uploading…" : `Upload image for ${label || "this field"}`}</span>
          <input type="file" accept={MEDIA_ACCEPT} onChange={upload} disabled={disabled || readonly || status.kind === "busy"} />
        </label>
      ) : null}
      {status.kind === "done" ? (
        <p className="studio-media-status" role="status">
          {status.message}
        </p>
      ) : status.kind === "error" ? (
        <p className="studio-media-status studio-media-error" role="alert">
          {status.message}
        </p>
      ) : null}
      {typeof value === "string" && value ? <img className="studio-media-thumb" src={value} alt="" width={120} height={40} /> : null}
    </div>
  );
}
