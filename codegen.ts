/**
 * GraphQL types, generated from the repository alone (no server, no network): the SDL is read from the
 * `/* GraphQL *\/` strings of app/.server/graphql/*.ts, the same strings schema.ts assembles (a unit test checks
 * the printed result equals the executable schema). Run by `npm run gen:types`, hence by build and typecheck.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = { JSON: "unknown" };

const config: CodegenConfig = {
  overwrite: true,
  // noRequire: a module without SDL (guard.ts, yoga.ts …) is skipped instead of being imported.
  schema: [{ "app/.server/graphql/*.ts": { noRequire: true } }],
  // The browser's documents: graphql(`…`) calls of ~/graphql/generated, fragments included (a fragment's text is
  // appended to every document that spreads it). No other function may be named graphql() in these paths.
  documents: ["app/features/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "widget-registry/**/*.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "app/.server/graphql/generated/schema.graphql": {
      plugins: ["schema-ast"],
      config: { includeDirectives: false, sort: true },
    },
    "app/.server/graphql/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: "../context#GraphQLContext",
        useIndexSignature: false,
        // Resolvers may return the domain's objects; fields the GraphQL type adds are resolved on top.
        mapperTypeSuffix: "Model",
        mappers: {
          Address: "../../domain/accounts/addresses#Address",
          Patient: "../../domain/accounts/patients#Patient",
          PatientPrescription: "../../domain/lab-tests/prescriptions#PrescriptionRecord",
          MedicalRecord: "../../domain/health-records/records#MedicalRecord",
          HealthRecordShare: "../../domain/health-records/sharing#RecordShare",
          CaseSheet: "../../domain/consult/case-sheets#CaseSheet",
          ConsultAppointment: "../../domain/consult/appointments#Appointment",
        },
      },
    },
    "app/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars, documentMode: "string", skipTypename: true },
    },
  },
};

export default config;
