import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import * as patients from "../domain/accounts/patients";
import { DomainError, notFound } from "../domain/errors";
import { passportOf, updatePassportDetails } from "../domain/accounts/passports";
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
  "An international patient's passport (nationality: ISO 3166-1 alpha-2 code; expiryDate: yyyy-MM-dd)."
  type PassportDetails { passportNumber: String!, nationality: String!, expiryDate: String! }
  input PassportDetailsInput { passportNumber: String!, nationality: String!, expiryDate: String! }
  "status false with the message to show when the details are refused."
  type PassportDetailsResult { status: Boolean!, message: String, passportDetails: PassportDetails }
  extend type Query {
    getPassportDetails(patientId: ID!): PassportDetails
  }
  extend type Mutation {
    updatePassportDetails(patientId: ID!, passportInput: PassportDetailsInput!): PassportDetailsResult!
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
    getPassportDetails: (_, a, ctx) => passportOf(ctx.db, requireAccount(ctx), toId(a.patientId)),
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
    updatePassportDetails: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      try {
        const passportDetails = await updatePassportDetails(ctx.db, accountId, toId(a.patientId), a.passportInput);
        return { status: true, message: null, passportDetails };
      } catch (e) {
        // Refused input is an answer with the message to show; another account's patient stays NOT_FOUND.
        if (e instanceof DomainError && e.code === "BAD_REQUEST") return { status: false, message: e.message, passportDetails: null };
        throw e;
      }
    },
    updatePatient: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return withUserInput(() => patients.updatePatient(ctx.db, { id: toId(a.id), accountId }, input(a.patientInput)));
    },
  },
};
