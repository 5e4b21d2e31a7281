/** One GraphQL schema with the spec's operation names; one module per domain. */
import { createSchema } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import { JSONScalar } from "./scalars";
import type { Resolvers } from "./generated/resolvers-types";
import { catalogueResolvers, catalogueTypeDefs } from "./catalogue";
import { contentResolvers, contentTypeDefs } from "./content";
import { patientsResolvers, patientsTypeDefs } from "./patients";
import { addressesResolvers, addressesTypeDefs } from "./addresses";
import { serviceabilityResolvers, serviceabilityTypeDefs } from "./serviceability";
import { accountsResolvers, accountsTypeDefs } from "./accounts";
import { radiologyResolvers, radiologyTypeDefs } from "./radiology";
import { cartResolvers, cartTypeDefs } from "./cart";
import { bookingResolvers, bookingTypeDefs } from "./booking";
import { paymentsResolvers, paymentsTypeDefs } from "./payments";
import { ordersResolvers, ordersTypeDefs } from "./orders";
import { prescriptionsResolvers, prescriptionsTypeDefs } from "./prescriptions";
import { membershipResolvers, membershipTypeDefs } from "./membership";
import { healthRecordsResolvers, healthRecordsTypeDefs } from "./health-records";
import { prohealthResolvers, prohealthTypeDefs } from "./prohealth";
import { caseSheetsResolvers, caseSheetsTypeDefs } from "./case-sheets";
import { corporateResolvers, corporateTypeDefs } from "./corporate";
import { consultResolvers, consultTypeDefs } from "./consult";

const baseResolvers: Resolvers = { JSON: JSONScalar, Query: { _health: () => true }, Mutation: { _noop: () => null } };

const baseTypeDefs = /* GraphQL */ `
  scalar JSON
  type Query { _health: Boolean! }
  type Mutation { _noop: Boolean }
`;

let schema: GraphQLSchema | null = null;
export function getSchema(): GraphQLSchema {
  if (!schema) {
    schema = createSchema({
      typeDefs: [baseTypeDefs, catalogueTypeDefs, contentTypeDefs,
        patientsTypeDefs, addressesTypeDefs, serviceabilityTypeDefs, accountsTypeDefs, radiologyTypeDefs, cartTypeDefs,
        // one line per module added since: merges stay clean
        bookingTypeDefs,
        paymentsTypeDefs,
        ordersTypeDefs,
        prescriptionsTypeDefs,
        membershipTypeDefs,
        healthRecordsTypeDefs,
        prohealthTypeDefs,
        caseSheetsTypeDefs,
        corporateTypeDefs,
        consultTypeDefs,
      ],
      resolvers: [
        baseResolvers,
        catalogueResolvers,
        contentResolvers,
        patientsResolvers,
        addressesResolvers,
        serviceabilityResolvers,
        accountsResolvers,
        radiologyResolvers,
        cartResolvers,
        bookingResolvers,
        paymentsResolvers,
        ordersResolvers,
        prescriptionsResolvers,
        membershipResolvers,
        healthRecordsResolvers,
        prohealthResolvers,
        caseSheetsResolvers,
        corporateResolvers,
        consultResolvers,
      ],
    });
  }
  return schema;
}
