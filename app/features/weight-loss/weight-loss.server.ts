/**
 * /weight-loss: the weight-management programme page. The tests and consults it offers are read from the catalogue
 * and the specialties, priced for the visitor's city, so a price or a name changed there is changed here.
 */
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { listSpecialties } from "~/.server/domain/doctors/doctors";

/** The tests a doctor checks before and during weight loss, and why: in the order the page lists them. */
export const WEIGHT_LOSS_TESTS = [
  { tag: "hba1c-glycated-haemoglobin", why: "Excess weight is the strongest risk for type 2 diabetes; HbA1c shows your average sugar." },
  { tag: "lipid-profile", why: "Cholesterol and triglycerides often rise with weight, and fall as you lose it." },
  { tag: "thyroid-profile-total-t3-t4-tsh", why: "An underactive thyroid can cause weight gain and make it harder to lose." },
  { tag: "homa-ir-insulin-resistance", why: "Insulin resistance comes before diabetes and is common with a large waist, PCOS and fatty liver." },
  { tag: "vitamin-d-25-hydroxy", why: "Low vitamin D is common in India and more common with obesity." },
] as const;

/** The consults the programme offers: the specialties that treat obesity and what comes with it. */
export const WEIGHT_LOSS_SPECIALTIES = ["diabetology", "general-physician", "gastroenterology"] as const;

export async function weightLossLoader(request: Request, context?: unknown) {
  const { location } = await getRequestState(request, context);
  const { db } = await getServices();
  const tags = WEIGHT_LOSS_TESTS.map((t) => t.tag);
  const [rows, specialties] = await Promise.all([
    db
      .selectFrom("diagnostic_items as i")
      .innerJoin("diagnostic_pricing as p", "p.item_id", "i.item_id")
      .where("i.canonical_tag", "in", tags)
      .where("p.city_id", "=", location.cityId)
      .select(["i.canonical_tag", "i.item_name", "p.price", "p.mrp"])
      .execute(),
    listSpecialties(db),
  ]);
  const tests = WEIGHT_LOSS_TESTS.flatMap((t) => {
    const row = rows.find((r) => r.canonical_tag === t.tag);
    return row ? [{ path: `/lab-tests/${t.tag}`, name: row.item_name, price: Number(row.price), mrp: Number(row.mrp), why: t.why }] : [];
  });
  const consults = WEIGHT_LOSS_SPECIALTIES.flatMap((slug) => {
    const s = specialties.find((x) => x.slug === slug);
    return s ? [{ path: `/specialties/${s.slug}`, name: s.name, description: s.description }] : [];
  });
  return { tests, consults };
}
