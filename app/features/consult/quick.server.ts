/** /instant-consult, /doctors/quickbook, /doctors/quick-book-listing and /opd-consult. */
import { getServices } from "~/.server/app-context";
import { listDoctors, listSpecialties } from "~/.server/domain/doctors";
import { consultPreCheckoutDeepLink } from "~/lib/deep-links";
import { parseDoctorSort } from "~/lib/doctor-listing";
import { isFreeNow } from "~/lib/consult-rules";
import { indiaDateTime } from "~/lib/india-date-time";
import { doctorListingPage, SIX_CITY_IDS, toCard, type DoctorCardData } from "./listing.server";

export interface BookableDoctor {
  card: DoctorCardData;
  slotLabel: string;
  bookHref: string;
}

/** The first online doctor of the specialty free within 15 minutes, or the honest next time one is free. */
export async function instantConsultLoader(request: Request) {
  const url = new URL(request.url);
  const { db } = await getServices();
  const specialties = (await listSpecialties(db)).map((s) => ({ slug: s.slug, name: s.name }));
  const chosen = specialties.find((s) => s.slug === url.searchParams.get("specialty")) ?? null;
  if (!chosen) return { specialties, chosen: null, freeNow: null, next: null };
  const now = new Date();
  const page = await listDoctors(db, { specialtySlug: chosen.slug, mode: "online", sort: "availability", page: 1 }, now);
  const first = page.doctors[0];
  const bookable = (d: typeof first): BookableDoctor => ({
    card: toCard(d),
    slotLabel: indiaDateTime(d.nextSlot!.slotDateTimeInUTC),
    bookHref: consultPreCheckoutDeepLink({ doctorSlug: d.slug, mode: "ONLINE", slotDateTimeInUTC: d.nextSlot!.slotDateTimeInUTC }),
  });
  if (!first?.nextSlot) return { specialties, chosen, freeNow: null, next: null };
  return isFreeNow(first.nextSlotAt, now) ? { specialties, chosen, freeNow: bookable(first), next: null } : { specialties, chosen, freeNow: null, next: bookable(first) };
}

export async function quickBookFormLoader() {
  const { db } = await getServices();
  const [specialties, cities] = await Promise.all([listSpecialties(db), db.selectFrom("cities").select(["id", "name"]).where("id", "in", [...SIX_CITY_IDS]).execute()]);
  return { specialties: specialties.map((s) => ({ slug: s.slug, name: s.name })), cities };
}

/** Doctors of a specialty by who is free first, each with a one-tap link to book their next online slot. */
export async function quickBookListingLoader(request: Request) {
  const url = new URL(request.url);
  const { db } = await getServices();
  const specialty = url.searchParams.get("specialty");
  const city = Number(url.searchParams.get("city"));
  const page = await listDoctors(db, {
    specialtySlug: specialty || null,
    cityId: Number.isSafeInteger(city) && city > 0 ? city : null,
    mode: "online",
    sort: parseDoctorSort(url.searchParams.get("sort") ?? "availability"),
    page: 1,
  });
  const doctors: BookableDoctor[] = page.doctors.filter((d) => d.nextSlot).map((d) => ({
    card: toCard(d),
    slotLabel: indiaDateTime(d.nextSlot!.slotDateTimeInUTC),
    bookHref: consultPreCheckoutDeepLink({ doctorSlug: d.slug, mode: "ONLINE", slotDateTimeInUTC: d.nextSlot!.slotDateTimeInUTC }),
  }));
  return { doctors, total: page.total };
}

export const opdConsultLoader = (request: Request) =>
  doctorListingPage(request, { heading: "Visit a doctor at a clinic", intro: "Book an outpatient (OPD) visit with a doctor at an Apollo clinic or hospital.", path: "/opd-consult", mode: "clinic" });
