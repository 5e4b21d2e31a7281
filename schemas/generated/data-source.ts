/* Generated from schemas/data-source.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * Where a section's data comes from: inline JSON, or an API (REST or GraphQL). Placeholders {latitude} {longitude} {pincode} {patientId} {cityId} are filled from the session.
 */
export type DataSource = JsonDataSource | RestDataSource | GraphqlDataSource;

export interface JsonDataSource {
  type: "JSON";
  data: unknown;
}
export interface RestDataSource {
  type: "API";
  api_type: "REST";
  method: "GET" | "POST";
  /**
   * A path of the app's content API (/content/…, resolved against APP_ORIGIN) or a URL on ALLOWED_DATA_HOSTS (host:port; a bare host means the default ports only).
   */
  uri: string;
  payload?: {};
  result_path?: string;
}
export interface GraphqlDataSource {
  type: "API";
  api_type: "GRAPHQL";
  /**
   * The type of the operation in query, when given it must match. A data source only reads: a mutation is allowed only for the read-only operations the spec calls mutations (getDiagnosticItemRecommendations); see app/sdui/read-only-operations.ts.
   */
  operation?: "query" | "mutation";
  /**
   * One GraphQL operation (plus its fragments) whose root fields are all on the read-only allow-list (app/sdui/read-only-operations.ts); checked on save, on publish and before it runs.
   */
  query: string;
  variables?: {};
  result_path: string;
}
