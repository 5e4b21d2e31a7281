/**
 * /doctors/{slug}: the spec's listing routes — {specialty}-in-{city}-scity, doctors-in-{city}-dcity,
 * doctors-in-{locality}-dloc, and {specialty}-in-{locality}-sloc for the spec's "locality-specialty" sitemap pages
 * (named like the others: s for specialty, loc for locality) — and otherwise a doctor's profile.
 */
import { getServices } from "~/.server/app-context";
import { listSpecialties, localityOfSlug } from "~/.server/domain/doctors";
import { doctorListingPage, type ListingPageData } from "./listing.server";
import { doctorProfile, type ProfileData } from "./profile.server";

export type DoctorsRouteData = { page: "listing"; listing: ListingPageData } | { page: "profile"; profile: ProfileData };

export const citySlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const notFound = () => new Response("Not found", { status: 404 });

async function cityOfSlug(slug: string) {
  const { db } = await getServices();
  const cities = await db.selectFrom("cities").select(["id", "name"]).execute();
  return cities.find((c) => citySlug(c.name) === slug) ?? null;
}

export async function doctorsRouteLoader(request: Request, slug: string): Promise<DoctorsRouteData> {
  const path = `/doctors/${slug}`;
  let m = /^doctors-in-(.+)-dcity$/.exec(slug);
  if (m) {
    const city = await cityOfSlug(m[1]);
    if (!city) throw notFound();
    return { page: "listing", listing: await doctorListingPage(request, { heading: `Doctors in ${city.name}`, path, cityId: city.id }) };
  }
  m = /^doctors-in-(.+)-dloc$/.exec(slug);
  if (m) {
    const { db } = await getServices();
    const place = await localityOfSlug(db, m[1]);
    if (!place) throw notFound();
    return { page: "listing", listing: await doctorListingPage(request, { heading: `Doctors in ${place.locality}`, path, cityId: place.cityId, locality: place.locality }) };
  }
  m = /^(.+)-sloc$/.exec(slug);
  if (m) {
    const { db } = await getServices();
    // The specialty is the part before "-in-"; a locality's own name may hold "-in-" too, so match the known slugs.
    const specialty = (await listSpecialties(db)).find((s) => m![1].startsWith(`${s.slug}-in-`));
    const place = specialty ? await localityOfSlug(db, m[1].slice(specialty.slug.length + 4)) : null;
    if (!specialty || !place) throw notFound();
    return {
      page: "listing",
      listing: await doctorListingPage(request, { heading: `${specialty.name} doctors in ${place.locality}`, intro: specialty.description, path, specialtySlug: specialty.slug, cityId: place.cityId, locality: place.locality }),
    };
  }
  m = /^(.+)-in-(.+)-scity$/.exec(slug);
  if (m) {
    const { db } = await getServices();
    const [specialty, city] = await Promise.all([listSpecialties(db).then((all) => all.find((s) => s.slug === m![1])), cityOfSlug(m[2])]);
    if (!specialty || !city) throw notFound();
    return { page: "listing", listing: await doctorListingPage(request, { heading: `${specialty.name} doctors in ${city.name}`, intro: specialty.description, path, specialtySlug: specialty.slug, cityId: city.id }) };
  }
  return { page: "profile", profile: await doctorProfile(request, slug) };
}
