/**
 * Employers and partner banks with a corporate plan, keyed by the partnerId a registered patient carries
 * ("a patient with a non-empty partnerId" is a corporate user). One home for a company's plan and its benefits:
 * pricing reads the plan from here, the benefits cards and /corporate-benefits read the benefits.
 */
import type { DB } from "../../db/client";
import type { CorporatePlan } from "../pricing/pricing";

export interface CorporateBenefit {
  id: string;
  title: string;
  description: string;
  iconUrl: string;
  redirectUrl: string;
  ctaText?: string;
  partnerName?: string;
}

export interface Company {
  partnerId: string;
  name: string;
  kind: "employer" | "partner_bank";
  emailDomains: string[];
  discountPercent: number;
  benefits: CorporateBenefit[];
}

type Row = { partner_id: string; name: string; kind: string; email_domains: string; discount_percent: number; benefits: string };

function parseBenefits(json: string): CorporateBenefit[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as CorporateBenefit[]) : [];
  } catch {
    return [];
  }
}

const toCompany = (r: Row): Company => ({
  partnerId: r.partner_id,
  name: r.name,
  kind: r.kind === "partner_bank" ? "partner_bank" : "employer",
  emailDomains: r.email_domains.split(",").map((d) => d.trim()).filter(Boolean),
  discountPercent: r.discount_percent,
  benefits: parseBenefits(r.benefits),
});

export async function listCompanies(db: DB): Promise<Company[]> {
  const rows = await db.selectFrom("corporate_companies").selectAll().where("is_active", "=", 1).orderBy("name").execute();
  return rows.map(toCompany);
}

export async function findCompany(db: DB, partnerId: string): Promise<Company | null> {
  const row = await db.selectFrom("corporate_companies").selectAll().where("partner_id", "=", partnerId).where("is_active", "=", 1).executeTakeFirst();
  return row ? toCompany(row) : null;
}

/** The company whose email domain this is (an exact domain: "mail.infosys.com" is not "infosys.com"). */
export async function companyForDomain(db: DB, domain: string): Promise<Company | null> {
  if (!domain) return null;
  return (await listCompanies(db)).find((c) => c.emailDomains.includes(domain)) ?? null;
}

/** The company plan pricing applies to a corporate user: whole percent off the MRP of lab tests. */
export async function corporatePlanOf(db: DB, partnerId: string): Promise<CorporatePlan | null> {
  const c = await findCompany(db, partnerId);
  return c ? { partnerId: c.partnerId, discountPercent: c.discountPercent } : null;
}
