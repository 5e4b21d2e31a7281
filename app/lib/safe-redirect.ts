/** Redirect targets taken from a request: same-site paths only, anything else goes home. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || /^\/[/\\]/.test(to) || to.includes("\\")) return fallback;
  return to;
}
