/**
 * Query flags that open a screen widget. The spec's two ("/lab-tests?open_cart=true opens the cart,
 * openSearch=true opens search") plus one generic flag, `open_modal=<name>`, so every screen widget has a
 * shareable URL and the back button closes what a tap opened. A widget's params travel as the query keys
 * listed for it below; no other query key ever reaches a widget.
 */
export const MODAL_NAME = /^[a-z_]{1,40}$/;

/** Query keys each screen widget reads; the flag owns them, so closing the widget removes them. */
export const MODAL_PARAM_KEYS: Readonly<Record<string, readonly string[]>> = {
  package_added: ["itemId"],
  clinic_selection: ["cityId"],
  post_consult_prescription: ["available", "unavailable"],
  search: ["keyword"],
};

const FLAG_KEYS = ["open_modal", "openSearch", "open_cart"];

export interface ModalFlag {
  name: string;
  params: Record<string, string>;
}

/** The screen widget a URL asks for, if any. `open_modal` wins over the spec's two boolean flags. */
export function parseScreenFlags(search: URLSearchParams | string): ModalFlag | null {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const named = q.get("open_modal");
  let name: string | null = null;
  if (named && MODAL_NAME.test(named)) name = named;
  else if (q.get("openSearch") === "true") name = "search";
  else if (q.get("open_cart") === "true") name = "cart";
  if (!name) return null;
  const params: Record<string, string> = {};
  for (const key of MODAL_PARAM_KEYS[name] ?? []) {
    const v = q.get(key);
    if (v != null && v.length <= 2000) params[key] = v;
  }
  return { name, params };
}

/** Scalars and lists of scalars go in the URL (lists comma-joined); anything else stays out. */
function paramValue(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number")) return v.join(",");
  return null;
}

/** The query string without any screen-widget flag or widget param; other keys (utm, source) are kept. */
export function withoutScreenFlags(search: URLSearchParams | string): string {
  const q = new URLSearchParams(search);
  const open = parseScreenFlags(q);
  for (const key of [...FLAG_KEYS, ...(open ? MODAL_PARAM_KEYS[open.name] ?? [] : [])]) q.delete(key);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The query string that opens `name` (replacing any open widget), with its params. */
export function withScreenFlag(search: URLSearchParams | string, name: string, params: Record<string, unknown> = {}): string {
  const q = new URLSearchParams(withoutScreenFlags(search));
  q.set("open_modal", name);
  for (const key of MODAL_PARAM_KEYS[name] ?? []) {
    const v = paramValue(params[key]);
    if (v != null) q.set(key, v);
  }
  return `?${q.toString()}`;
}

/**
 * The only query a configured screen reads: its screen-widget flag and that widget's params, in one fixed order
 * (the flag as `open_modal`). Everything else in a URL (utm tags, cache-busters) changes nothing on the page, so the
 * shared page cache keys and renders on this, and a made-up parameter cannot make a new page.
 */
export function screenQuery(search: URLSearchParams | string): string {
  const open = parseScreenFlags(search);
  return open ? withScreenFlag("", open.name, open.params) : "";
}

/** Splits a list param that came from a URL ("a,b") or from a config (["a", "b"]). */
export function listParam(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [];
  return list.map((x) => String(x).trim()).filter((x) => x.length > 0 && x.length <= 120).slice(0, 50);
}
