import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import * as patients from "../domain/accounts/patients";
import { notFound } from "../domain/errors";
import { ageFromDateOfBirth, profileIconBand, type PatientInput } from "~/lib/patient";

export const patientsTypeDefs = /* GraphQL */ `
  type Patient {
    id: ID!, uhid: String!, firstName: String!, lastName: String!, gender: String, dateOfBirth: String
    mobileNumber: String!, emailAddress: String, photoUrl: String, relation: String!, isConsulted: Boolean!
    partnerId: String
    "Missing gender or date of birth: this profile cannot be used to order."
    isIncomplete: Boolean!
    age: Int
    profileIconBand: String!
  }
  input PatientProfileInput {
    firstName: String!, lastName: String, gender: String!, dateOfBirth: String!, relation: String!, emailAddress: String
  }
  extend type Query {
    "The caller's primary profile and family profiles."
    getPatientsByAccount: [Patient!]!
    getPatientById(id: ID!): Patient
  }
  extend type Mutation {
    addNewPatient(patientInput: PatientProfileInput!): Patient!
    updatePatient(id: ID!, patientInput: PatientProfileInput!): Patient!
  }
`;

type In = { firstName: string; lastName?: string | null; gender: string; dateOfBirth: string; relation: string; emailAddress?: string | null };
const input = (p: In): PatientInput => ({
  firstName: p.firstName, lastName: p.lastName ?? "", gender: p.gender, dateOfBirth: p.dateOfBirth, relation: p.relation, emailAddress: p.emailAddress ?? "",
});

export const patientsResolvers: Resolvers = {
  Patient: {
    age: (p: patients.Patient) => ageFromDateOfBirth(p.dateOfBirth),
    profileIconBand: (p: patients.Patient) => profileIconBand(ageFromDateOfBirth(p.dateOfBirth)),
  },
  Query: {
    getPatientsByAccount: (_, __, ctx) => patients.listPatients(ctx.db, requireAccount(ctx)),
    getPatientById: async (_, a, ctx) => {
      const p = await patients.getPatient(ctx.db, { id: toId(a.id), accountId: requireAccount(ctx) });
      if (!p) throw notFound("Patient not found");
      return p;
    },
  },
  Mutation: {
    addNewPatient: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return withUserInput(() => patients.addPatient(ctx.db, accountId, input(a.patientInput)));
    },
    updatePatient: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return withUserInput(() => patients.updatePatient(ctx.db, { id: toId(a.id), accountId }, input(a.patientInput)));
    },
  },
};
