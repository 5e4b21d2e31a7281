/**
 * The doctor profile (/doctors/{doctor-slug}): who the doctor is — with the registration number India's
 * Telemedicine Practice Guidelines 2020 require a patient to see — the doctor's clinics (facilities) and the free
 * 15-minute slots of one day, online and at each clinic, each a link to checkout.
 */
import { getServices } from "~/.server/app-context";
import { clinicsOfDoctors, clinicResourceOf, getDoctorBySlug, onlineResourceOf, type Doctor } from "~/.server/domain/doctors";
import { slotsWithPlaces, type SlotWithPlaces } from "~/.server/domain/scheduling";
import { DomainError } from "~/.server/domain/errors";

export interface SlotLink {
  startTime: string;
  label: string;
  slotDateTimeInUTC: string;
  available: boolean;
}

export interface DaySlots {
  days: { date: string; label: string }[];
  day: string | null;
  slots: SlotLink[];
}

export interface ProfileData {
  doctor: Doctor;
  clinics: { facilityId: number; name: string; address: string; locality: string; slots: DaySlots }[];
  online: DaySlots | null;
  canonical: string;
  structuredData: Record<string, unknown>;
}

/** The days that have slots, and the free and full slots of the chosen day (the first day with a free slot by default). */
export function daySlots(slots: SlotWithPlaces[], day: string | null): DaySlots {
  const days: DaySlots["days"] = [];
  for (const s of slots) if (!days.some((d) => d.date === s.slotDate)) days.push({ date: s.slotDate, label: s.dayLabel });
  const chosen = day && days.some((d) => d.date === day) ? day : (slots.find((s) => s.available)?.slotDate ?? days[0]?.date ?? null);
  return {
    days,
    day: chosen,
    slots: slots.filter((s) => s.slotDate === chosen).map((s) => ({ startTime: s.startTime, label: s.slotDisplayTime.split(" - ")[0], slotDateTimeInUTC: s.slotDateTimeInUTC, available: s.available })),
  };
}

export function physicianJsonLd(d: Doctor, url: string, clinics: { name: string; address: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    name: d.name,
    url,
    image: d.photoUrl,
    medicalSpecialty: d.specialtyName,
    description: d.bio,
    knowsLanguage: d.languages,
    identifier: { "@type": "PropertyValue", propertyID: d.registrationCouncil, value: d.registrationNumber },
    aggregateRating: { "@type": "AggregateRating", ratingValue: d.rating, reviewCount: d.reviewCount },
    address: clinics.map((c) => ({ "@type": "PostalAddress", name: c.name, streetAddress: c.address })),
  };
}

export async function doctorProfile(request: Request, slug: string): Promise<ProfileData> {
  const url = new URL(request.url);
  const day = url.searchParams.get("day");
  const { db } = await getServices();
  let doctor: Doctor;
  try {
    doctor = await getDoctorBySlug(db, slug);
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Doctor not found", { status: 404 });
    throw e;
  }
  const now = new Date();
  const places = (await clinicsOfDoctors(db, [doctor.id])).get(doctor.id) ?? [];
  const online = doctor.onlineHours.length ? daySlots(await slotsWithPlaces(db, onlineResourceOf(doctor), now), day) : null;
  const clinics = await Promise.all(
    places.map(async (c) => {
      const { resource } = await clinicResourceOf(db, doctor.id, c.facilityId);
      return { facilityId: c.facilityId, name: c.name, address: c.address, locality: c.locality, slots: daySlots(await slotsWithPlaces(db, resource, now), day) };
    }),
  );
  const canonical = `${url.origin}/doctors/${doctor.slug}`;
  return { doctor, clinics, online, canonical, structuredData: physicianJsonLd(doctor, canonical, clinics) };
}
