/**
 * Corporate benefits for the benefits cards on the configured screens: the signed-in account's company's real
 * benefits once registered; otherwise the invitation to register and the partner banks' offers, each leading to
 * its partner landing. Read-only, so a per-user section may use it.
 */
import type { Resolvers } from "./generated/resolvers-types";
import { listCompanies, registrationOf, findCompany, type CorporateBenefit } from "../domain/corporate";

export const corporateTypeDefs = /* GraphQL */ `
  type CorporateBenefit {
    id: String!, title: String!, description: String!, iconUrl: String!, redirectUrl: String!
    "What the card's button says (Know more when the company's benefit names none)"
    ctaText: String!
    "The partner bank an offer is from; null for an employer's benefit"
    partnerName: String
  }
  type CorporateBenefits {
    "The viewer's company, once registered (a patient with this partnerId is a corporate user)"
    partnerId: String
    companyName: String
    isRegistered: Boolean!
    benefits: [CorporateBenefit!]!
  }
  extend type Query {
    getCorporateBenefits: CorporateBenefits!
  }
`;

const INVITATION: CorporateBenefit = {
  id: "register",
  title: "Benefits from your employer",
  description: "Register with your company email or employee ID for corporate prices on lab tests and consultations.",
  iconUrl: "/images/services/health-checkup.svg",
  redirectUrl: "/corporate-benefits",
  ctaText: "Register",
};

export const corporateResolvers: Resolvers = {
  Query: {
    getCorporateBenefits: async (_, __, ctx) => {
      const registration = ctx.accountId == null ? null : await registrationOf(ctx.db, ctx.accountId);
      if (registration) {
        const company = await findCompany(ctx.db, registration.partnerId);
        const benefits = (company?.benefits ?? []).map((b) => ({ ...b, ctaText: b.ctaText ?? "Know more" }));
        return { partnerId: registration.partnerId, companyName: registration.companyName, isRegistered: true, benefits };
      }
      const partners = (await listCompanies(ctx.db)).filter((c) => c.kind === "partner_bank");
      const offers = partners.flatMap((c) => c.benefits.slice(0, 1).map((b) => ({ ...b, redirectUrl: `/corporate-benefits?partner=${c.partnerId}`, ctaText: "Know more" })));
      return { partnerId: null, companyName: null, isRegistered: false, benefits: [{ ...INVITATION, ctaText: INVITATION.ctaText ?? "Register" }, ...offers] };
    },
  },
};
