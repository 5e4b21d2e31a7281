/** Small builders for widget props schemas (JSON Schema draft-07), so every object is closed by default. */

export const urlString = { type: "string", minLength: 1, maxLength: 2048 } as const;
export const text = (maxLength: number, minLength = 1) => ({ type: "string", minLength, maxLength });
export const money = { type: "number", minimum: 0, maximum: 10_000_000 } as const;
/** An ISO date (2026-11-23) or date-time (2026-11-23T04:30:00Z). */
export const isoDate = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$", maxLength: 40 } as const;

/** A closed object: unknown keys are refused. */
export function closed(required: string[], properties: Record<string, unknown>) {
  return { type: "object", required, additionalProperties: false, properties };
}

/** The top level of a widget's props schema. */
export function propsSchema(required: string[], properties: Record<string, unknown>) {
  return { $schema: "http://json-schema.org/draft-07/schema#", ...closed(required, properties) };
}

export const listOf = (items: unknown, maxItems = 50) => ({ type: "array", maxItems, items });
