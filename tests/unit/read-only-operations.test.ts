/**
 * The spec lets a dynamic section "fetch or mutate" through GraphQL; here a data source may only read, because it
 * runs in every viewer's session. The check is on the parsed document: one operation, a query (or a mutation only
 * for the read-only operations the spec calls mutations), every root field on the allow-list by its real name.
 */
import { describe, expect, it } from "vitest";
import { checkReadOnly, READ_ONLY_OPERATIONS } from "~/sdui/read-only-operations";
import { dataSourceProblems } from "~/sdui/validate.server";
import type { Section } from "#schemas/generated/section";

const ADD_PATIENT = `addNewPatient(patientInput: { firstName: "X", gender: "M", dateOfBirth: "01/01/1990", relation: "son" }) { id }`;
const problemOf = (query: string, operation?: string) => checkReadOnly(query, operation).problem;

describe("read-only GraphQL data sources", () => {
  it("allows queries of the allow-list, and getDiagnosticItemRecommendations, which 'the spec calls a mutation but it changes nothing'", () => {
    expect(problemOf(`query W($c: Int) { getWidgets(cityId: $c, widgetNames: ["x"]) { title } }`)).toBeNull();
    expect(problemOf(`{ getDiagnosticCities { id } __typename }`, "query")).toBeNull();
    expect(problemOf(`mutation R { getDiagnosticItemRecommendations(itemIds: [1], bookingSource: "WEB") { __typename } }`, "mutation")).toBeNull();
    expect(READ_ONLY_OPERATIONS.mutation).toEqual(new Set(["getDiagnosticItemRecommendations"]));
  });

  it("refuses a mutation that changes data: 'a data source may only read'", () => {
    expect(problemOf(`mutation { ${ADD_PATIENT} }`)).toEqual({ path: "/query", message: "'addNewPatient' is not a read-only operation a data source may use" });
    for (const field of ["saveAddress(addressInput: {}) { id }", "updateDiagnosticCart(change: {}) { __typename }", `saveDiagnosticBookHCOrderv2(diagnosticOrderInput: {}) { __typename }`]) {
      expect(problemOf(`mutation { ${field} }`)?.path, field).toBe("/query");
    }
  });

  it("refuses a read-only mutation mixed with one that writes, and a query with a field off the list", () => {
    expect(problemOf(`mutation { getDiagnosticItemRecommendations(itemIds: [1], bookingSource: "WEB") { __typename } ${ADD_PATIENT} }`)?.message).toMatch(/'addNewPatient'/);
    // getPaymentStatus reconciles a pending payment with the gateway: a query that writes.
    expect(problemOf(`{ getPaymentStatus(category: "DIAGNOSTICS", orderId: 1) { orderId } }`)?.message).toMatch(/'getPaymentStatus'/);
    expect(problemOf(`{ __schema { types { name } } }`)?.message).toMatch(/'__schema'/);
  });

  it("refuses alias, fragment and multiple-operation tricks", () => {
    // An alias that names an allowed operation does not make another one allowed.
    expect(problemOf(`mutation { getDiagnosticItemRecommendations: ${ADD_PATIENT} }`)?.message).toMatch(/'addNewPatient'/);
    expect(problemOf(`mutation { ...F } fragment F on Mutation { ${ADD_PATIENT} }`)?.message).toMatch(/'addNewPatient'/);
    expect(problemOf(`mutation { ... on Mutation { ${ADD_PATIENT} } }`)?.message).toMatch(/'addNewPatient'/);
    expect(problemOf(`mutation { ...A } fragment A on Mutation { ...B } fragment B on Mutation { ...A ${ADD_PATIENT} }`)?.message).toMatch(/'addNewPatient'/);
    expect(problemOf(`query A { getDiagnosticCities { id } } mutation B { ${ADD_PATIENT} }`)).toEqual({ path: "/query", message: "The query must hold exactly one operation (it has 2)" });
    expect(problemOf(`subscription { getDiagnosticCities { id } }`)).toEqual({ path: "/query", message: "The query is a subscription: a data source may only read" });
    expect(problemOf(`{ getDiagnosticCities { id } } type T { a: Int }`)?.message).toMatch(/one operation and its fragments only/);
  });

  it("the declared operation must be the document's, and text that is not GraphQL is refused", () => {
    expect(problemOf(`mutation { getDiagnosticItemRecommendations(itemIds: [1], bookingSource: "WEB") { __typename } }`, "query")).toEqual({
      path: "/operation",
      message: "The operation is given as 'query' but the query is a mutation",
    });
    expect(problemOf(`{ getWidgets(`)?.message).toMatch(/^The query is not a GraphQL document/);
  });

  it("is reported at the data source's JSON path", () => {
    const section = {
      order: 0, name: "x", type: "DiagItemCard", SSR: true, eager_load: false,
      data_source: { type: "API", api_type: "GRAPHQL", operation: "mutation", query: `mutation { ${ADD_PATIENT} }`, result_path: "addNewPatient" },
    } as Section;
    expect(dataSourceProblems(section, { appOrigin: "http://localhost:3000", allowedDataHosts: [] })).toEqual([
      { path: "/data_source/query", message: "'addNewPatient' is not a read-only operation a data source may use" },
    ]);
  });
});
