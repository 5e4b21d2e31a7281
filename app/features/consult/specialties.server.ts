/** /specialties, /specialties/{x}, /conditions/{x}-treatment-doctors and /procedures/{x}-doctors. */
import { getServices } from "~/.server/app-context";
import { getSpecialty, getTreatment, listSpecialties, type Specialty } from "~/.server/domain/doctors";
import { DomainError } from "~/.server/domain/errors";
import { doctorListingPage, type ListingPageData } from "./listing.server";

const notFound = () => new Response("Not found", { status: 404 });

async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

export function specialtyJsonLd(s: Pick<Specialty, "name" | "description">, url: string) {
  return { "@context": "https://schema.org", "@type": "MedicalSpecialty", name: s.name, description: s.description, url };
}

export async function specialtiesLoader(request: Request) {
  const { db } = await getServices();
  const url = new URL(request.url);
  const specialties = await listSpecialties(db);
  return {
    specialties,
    canonical: `${url.origin}/specialties`,
    structuredData: { "@context": "https://schema.org", "@type": "ItemList", itemListElement: specialties.map((s, i) => ({ "@type": "ListItem", position: i + 1, item: specialtyJsonLd(s, `${url.origin}/specialties/${s.slug}`) })) },
  };
}

export interface SpecialtyPageData {
  specialty: Specialty | null;
  listing: ListingPageData;
  structuredData: Record<string, unknown> | null;
  cityLinks: { href: string; label: string }[];
}

/** A specialty's page lists its doctors in every city; /specialties/online lists every doctor who consults online. */
export async function specialtyLoader(request: Request, slug: string): Promise<SpecialtyPageData> {
  const { db } = await getServices();
  const path = `/specialties/${slug}`;
  if (slug === "online") {
    return { specialty: null, listing: await doctorListingPage(request, { heading: "Consult doctors online", intro: "Video or audio consultations with doctors of every specialty.", path, mode: "online" }), structuredData: null, cityLinks: [] };
  }
  const specialty = await orNotFound(() => getSpecialty(db, slug));
  const listing = await doctorListingPage(request, { heading: `${specialty.name} doctors`, intro: specialty.description, path, specialtySlug: slug });
  const cities = listing.cities.map((c) => ({ href: `/doctors/${slug}-in-${c.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-scity`, label: `${specialty.name} in ${c.name}` }));
  return { specialty, listing, structuredData: specialtyJsonLd(specialty, listing.canonical), cityLinks: cities };
}

export async function treatmentLoader(request: Request, table: "conditions" | "procedures", param: string) {
  const suffix = table === "conditions" ? "-treatment-doctors" : "-doctors";
  if (!param.endsWith(suffix)) throw notFound();
  const slug = param.slice(0, -suffix.length);
  const { db } = await getServices();
  const t = await orNotFound(() => getTreatment(db, table, slug));
  const heading = table === "conditions" ? `Doctors for ${t.name} treatment` : `Doctors for ${t.name}`;
  const listing = await doctorListingPage(request, { heading, intro: `${t.specialtyName} specialists treat ${t.name.toLowerCase()}.`, path: `/${table}/${param}`, specialtySlug: t.specialtySlug });
  return { listing, specialty: { slug: t.specialtySlug, name: t.specialtyName } };
}
