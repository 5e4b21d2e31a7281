/**
 * Dates on cards. Always in India time (Asia/Kolkata), so the server-rendered text and the hydrated text agree
 * whatever the time zone of the server or the browser.
 */
const TIME_ZONE = "Asia/Kolkata";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: TIME_ZONE });

function parse(iso: string): Date | null {
  // A bare date is a calendar day in India, not midnight UTC.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+05:30` : iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "12 Nov 2026"; "" for a value that is not a date. */
export function formatDate(iso: string): string {
  const d = parse(iso);
  return d ? dateFormat.format(d) : "";
}

/** "Mon, 30 Nov, 10:30 am"; "" for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const d = parse(iso);
  return d ? `${dayFormat.format(d)}, ${timeFormat.format(d).toLowerCase()}` : "";
}

/** The machine-readable value for <time dateTime>. */
export function isoValue(iso: string): string | undefined {
  const d = parse(iso);
  return d ? d.toISOString() : undefined;
}
