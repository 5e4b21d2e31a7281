/** Writes the seeded specialties, conditions, procedures and doctors (only into empty tables). */
import type { DB } from "../client";
import { circleConsultFee, SEED_DOCTORS, SEED_SPECIALTIES } from "./doctors";

export async function seedDoctors(db: DB): Promise<void> {
  const existing = await db.selectFrom("specialties").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("specialties")
      .values(SEED_SPECIALTIES.map((s, i) => ({ slug: s.slug, name: s.name, icon_url: `/images/specialties/${s.slug}.svg`, description: s.description, sort_order: i })))
      .execute();
    await trx.insertInto("conditions").values(SEED_SPECIALTIES.flatMap((s) => s.conditions.map(([slug, name]) => ({ slug, name, specialty_slug: s.slug })))).execute();
    await trx.insertInto("procedures").values(SEED_SPECIALTIES.flatMap((s) => s.procedures.map(([slug, name]) => ({ slug, name, specialty_slug: s.slug })))).execute();
    await trx
      .insertInto("doctors")
      .values(
        SEED_DOCTORS.map((d) => ({
          slug: d.slug,
          name: d.name,
          photo_url: `/images/widgets/doctor-${d.slug.replace(/^dr-/, "")}.svg`,
          specialty_slug: d.specialtySlug,
          qualifications: d.qualifications,
          registration_number: d.registrationNumber,
          registration_council: d.registrationCouncil,
          experience_years: d.experienceYears,
          languages: JSON.stringify(d.languages),
          gender: d.gender,
          fee_online: d.feeOnline,
          fee_clinic: d.feeClinic,
          fee_online_circle: circleConsultFee(d.feeOnline),
          fee_clinic_circle: circleConsultFee(d.feeClinic),
          online_hours: JSON.stringify(d.onlineHours),
          rating: d.rating,
          review_count: d.reviewCount,
          bio: d.bio,
          city_id: d.cityId,
        })),
      )
      .execute();
    const ids = new Map((await trx.selectFrom("doctors").select(["id", "slug"]).execute()).map((r) => [r.slug, r.id]));
    const rows = SEED_DOCTORS.flatMap((d) => d.clinics.map((c) => ({ doctor_id: ids.get(d.slug)!, facility_id: c.facilityId, hours: JSON.stringify(c.hours) })));
    if (rows.length) await trx.insertInto("doctor_facilities").values(rows).execute();
  });
}
