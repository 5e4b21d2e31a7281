/**
 * Codegen reads the SDL from the modules' `/* GraphQL *\/` strings; this proves that reading is the schema the
 * server executes, so the generated resolver and document types describe the real API.
 */
import fs from "node:fs";
import { buildSchema, lexicographicSortSchema, printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { getSchema } from "~/.server/graphql/schema";

describe("generated GraphQL schema", () => {
  it("is the executable schema", () => {
    const generated = buildSchema(fs.readFileSync("app/.server/graphql/generated/schema.graphql", "utf8"));
    expect(printSchema(lexicographicSortSchema(generated))).toBe(printSchema(lexicographicSortSchema(getSchema())));
  });
});
