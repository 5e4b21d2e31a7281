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
  uri: string;
  payload?: {};
  result_path?: string;
}
export interface GraphqlDataSource {
  type: "API";
  api_type: "GRAPHQL";
  operation?: "query" | "mutation";
  query: string;
  variables?: {};
  result_path: string;
}
