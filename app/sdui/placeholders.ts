/**
 * Placeholders {latitude} {longitude} {pincode} {patientId} {cityId} are filled from the session's state.
 * Into a URI they go URL-encoded; into GraphQL they go as variables, never spliced into query text.
 */
export interface PlaceholderState {
  latitude: number;
  longitude: number;
  pincode: string;
  cityId: number;
  patientId: string | null;
}

export const PLACEHOLDER = /\{(latitude|longitude|pincode|patientId|cityId)\}/g;

function value(state: PlaceholderState, name: string): string | number | null {
  return (state as unknown as Record<string, string | number | null>)[name] ?? null;
}

/** URI: each placeholder replaced by its URL-encoded value (an empty string when unknown). */
export function fillUri(uri: string, state: PlaceholderState): string {
  return uri.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(String(value(state, name) ?? "")));
}

/**
 * Variables/payload: a string that is exactly one placeholder becomes the typed value (cityId stays a
 * number); placeholders inside longer strings are substituted as text. Walks objects and arrays.
 */
export function fillValues<T>(input: T, state: PlaceholderState): T {
  if (typeof input === "string") {
    const whole = /^\{(latitude|longitude|pincode|patientId|cityId)\}$/.exec(input);
    if (whole) return value(state, whole[1]) as T;
    return input.replace(PLACEHOLDER, (_, name: string) => String(value(state, name) ?? "")) as T;
  }
  if (Array.isArray(input)) return input.map((v) => fillValues(v, state)) as T;
  if (input && typeof input === "object") {
    return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, fillValues(v, state)])) as T;
  }
  return input;
}

/** Does this data source read the user's own state (then its results are never shared between users)? */
export function usesUserPlaceholders(text: string): boolean {
  return /\{patientId\}/.test(text);
}
