/**
 * Analytics sink: a structured log line by default (and an HTTP endpoint later). A tracking failure
 * never breaks a request: errors here are swallowed.
 */
export function logServerEvent(name: string, properties: Record<string, unknown>): void {
  try {
    // Server-side analytics timestamps are shifted by 330 minutes (IST).
    const ts = new Date(Date.now() + 330 * 60_000).toISOString().replace("Z", "+05:30");
    console.warn(JSON.stringify({ event: name, ts, ...properties }));
  } catch {
    /* tracking errors are silently swallowed */
  }
}
