/**
 * The health-check pages' loaders and actions: thin over domain/prohealth. A patient's own pages answer 404 for
 * someone else's appointment or assessment, as for none.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import * as prohealth from "~/.server/domain/prohealth";
import { listPatients } from "~/.server/domain/accounts/patients";
import { bookProhealthSchema, cancelProhealthSchema, hraStartSchema } from "~/lib/prohealth-form";
import { FAMILY_HISTORY, LIFESTYLE, SYMPTOMS, hraAnswersSchema } from "~/lib/prohealth-hra";
import { FASTING_MORNING_NOTE } from "~/lib/prohealth-rules";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { centreAppointmentAction, centreReportDownload, notFoundResponse, orNotFound, positiveId, rescheduleChoicesOf } from "~/features/centres/centre-pages.server";

const notFound = notFoundResponse;
const SLUG = /^[a-z0-9-]{1,120}$/;
const slugParam = (s: string | undefined) => {
  if (!s || !SLUG.test(s)) throw notFound();
  return s;
};

/** `memberPrice`: the package's Circle member price, shown to everyone where it is lower (public pages are cached). */
export type PackageCard = { slug: string; packageName: string; price: number; memberPrice: number | null; inclusionsCount: number; fasting: boolean; isClinicPackage: boolean; gender: string };
const cardOf = (p: prohealth.ProhealthPackage): PackageCard => ({
  slug: p.slug, packageName: p.packageName, price: p.price, memberPrice: advertisedMemberPrice(p.price, p.circlePrice), inclusionsCount: p.inclusions.length, fasting: p.fasting, isClinicPackage: p.isClinicPackage, gender: p.gender,
});

/**
 * /apollo-prohealth?city=: the categories with their packages in the chosen city (else the visitor's, else the
 * first). `context` is the route's: the page cache's render for a segment takes the segment's location.
 */
export async function landingLoader(request: Request, context?: unknown) {
  const { db } = await getServices();
  const cities = await prohealth.getProHealthCities(db);
  const wanted = new URL(request.url).searchParams.get("city");
  const state = await getRequestState(request, context);
  const city = (wanted && cities.find((c) => c.slug === wanted)) || cities.find((c) => c.id === state.location.cityId) || cities[0] || null;
  if (wanted && city?.slug !== wanted) throw notFound();
  const categories = city ? await prohealth.getProHealthPackageCategoriesByCity(db, city.id) : [];
  return {
    cities: cities.map((c) => ({ name: c.name, slug: c.slug, hospitalCount: c.hospitalCount })),
    city: city && { name: city.name, slug: city.slug },
    categories: categories.map((c) => ({
      slug: c.slug, name: c.name, minimumAgeInYears: c.minimumAgeInYears, genderRecomended: c.genderRecomended, benefits: c.benefits,
      tags: c.tags, inclusionsCount: c.inclusionsCount, packages: c.packages.map(cardOf),
    })),
  };
}

/** /apollo-prohealth/{slug}: a category (full-body-checkup and the others) or a package. */
export async function slugLoader(param: string | undefined) {
  const slug = slugParam(param);
  const { db } = await getServices();
  const category = await prohealth.prohealthCategoryBySlug(db, slug);
  if (category) {
    const packages = (await prohealth.listProhealthPackages(db)).filter((p) => p.categoryId === category.id);
    const cities = await prohealth.getProHealthCities(db);
    const perCity = await Promise.all(cities.map(async (c) => ({ city: c, hospitals: await prohealth.getProHealthHospitalByCategoryAndCity(db, { categoryId: category.id, cityId: c.id }) })));
    return {
      kind: "category" as const,
      category: { slug: category.slug, name: category.name, minimumAgeInYears: category.minimumAgeInYears, genderRecomended: category.genderRecomended, benefits: category.benefits, disclaimer: category.disclaimer, tags: category.tags, inclusionsCount: category.inclusionsCount },
      packages: packages.map(cardOf),
      cities: perCity.filter((c) => c.hospitals.length).map((c) => ({ name: c.city.name, hospitals: c.hospitals.map((h) => ({ unitName: h.unitName, unitType: h.unitType, url: `/apollo-prohealth-details/${c.city.slug}/${h.slug}/${category.slug}` })) })),
    };
  }
  const pkg = await prohealth.getProHealthPackageBySlug(db, slug);
  if (!pkg) throw notFound();
  const cat = (await prohealth.prohealthCategoryById(db, pkg.categoryId))!;
  const cities = await prohealth.getProHealthCities(db);
  const citySlug = new Map(cities.map((c) => [c.id, c.slug]));
  const hospitals = await prohealth.prohealthFacilitiesOfPackage(db, pkg.id);
  return {
    kind: "package" as const,
    category: { slug: cat.slug, name: cat.name, minimumAgeInYears: cat.minimumAgeInYears, disclaimer: cat.disclaimer },
    pkg: { ...cardOf(pkg), description: pkg.description, faqs: pkg.faqs, inclusions: pkg.inclusions, fastingHours: pkg.fastingHours, isBookable: pkg.isBookable, serviceId: pkg.serviceId },
    hospitals: hospitals.map((h) => ({ unitName: h.unitName, unitType: h.unitType, city: h.city, address: h.address, url: `/apollo-prohealth-details/${citySlug.get(h.cityId)}/${h.slug}/${cat.slug}?package=${pkg.slug}` })),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** /apollo-prohealth-details/{city}/{hospital}/{category}: the hospital's packages of the category, dates, slots, patients. */
export async function detailsLoader(request: Request, params: { city?: string; hospital?: string; category?: string }) {
  const [citySlug, hospitalSlug, categorySlug] = [slugParam(params.city), slugParam(params.hospital), slugParam(params.category)];
  const { db } = await getServices();
  const city = await prohealth.prohealthCityBySlug(db, citySlug);
  const category = await prohealth.prohealthCategoryBySlug(db, categorySlug);
  const facility = await db.selectFrom("facilities").select("id").where("slug", "=", hospitalSlug).executeTakeFirst();
  if (!city || !category || !facility) throw notFound();
  const details = await prohealth.getProHealthHospitalPackageDetails(db, facility.id, category.id);
  if (!details || details.hospital.cityId !== city.id || !details.packages.length) throw notFound();
  const url = new URL(request.url);
  const wantedPackage = url.searchParams.get("package");
  const selected = details.packages.find((p) => p.slug === wantedPackage && p.isBookable) ?? details.packages.find((p) => p.isBookable) ?? null;
  const hra = url.searchParams.get("hra");
  // A fasting package is offered morning slots only (app/lib/prohealth-rules.ts); the page says why.
  const slots = (await prohealth.prohealthPackageSlots(db, facility.id, { fastingHours: selected?.fastingHours ?? 0 })).filter((s) => s.available);
  const dates = [...new Map(slots.map((s) => [s.slotDate, s.dayLabel])).entries()].map(([date, label]) => ({ date, label }));
  const wantedDate = url.searchParams.get("date");
  const date = (wantedDate && DATE.test(wantedDate) && dates.find((d) => d.date === wantedDate)?.date) || dates[0]?.date || null;
  const user = await getSessionUser(request);
  const patients = user ? await listPatients(db, user.accountId) : null;
  // Each package at what this viewer pays: the member price for a Circle member, where lower.
  const isMember = user ? await accountIsCircleMember(db, user.accountId) : false;
  return {
    city: { name: city.name, slug: city.slug },
    category: { slug: category.slug, name: category.name, minimumAgeInYears: category.minimumAgeInYears, genderRecomended: category.genderRecomended },
    hospital: details.hospital,
    packages: details.packages.map((p) => {
      const paid = memberPrice(p.price, p.circlePrice, isMember);
      return { id: p.id, ...cardOf(p), price: paid.price, normalPrice: p.price, circleApplies: paid.circleApplies, isBookable: p.isBookable, fastingHours: p.fastingHours, durationMinutes: p.durationMinutes };
    }),
    selectedPackageId: selected?.id ?? null,
    dates,
    date,
    slots: slots.filter((s) => s.slotDate === date).map((s) => ({ value: s.slotDateTimeInUTC, time: s.slotDisplayTime.split(" - ")[0], startTime: s.startTime })),
    patients: patients?.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), relation: p.relation, gender: p.gender, dateOfBirth: p.dateOfBirth })) ?? null,
    hra: hra && TOKEN.test(hra) ? hra : null,
    signInUrl: `/login?continue=${encodeURIComponent(url.pathname + url.search)}`,
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function detailsAction(request: Request, params: { city?: string; hospital?: string; category?: string }) {
  const user = await requireUser(request);
  const submission = await parseForm(request, bookProhealthSchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  const facility = await db.selectFrom("facilities").select("id").where("slug", "=", slugParam(params.hospital)).executeTakeFirst();
  if (!facility) throw notFound();
  const v = submission.value;
  try {
    const booking = await prohealth.bookProhealthAppointment(db, user.accountId, {
      packageId: v.packageId,
      facilityId: facility.id,
      patientId: v.patientId,
      slotDateTimeInUTC: v.slot,
      paymentType: v.paymentType,
      hraToken: v.hra || null,
      idempotencyKey: v.idempotencyKey,
      bookingSource: "WEB",
    });
    return redirect(booking.paymentLinkURL ?? prohealth.prohealthAppointmentPath(booking.id));
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
}

/** /apollo-prohealth/appointments: the account's appointments. */
export async function appointmentsLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  return { appointments: await prohealth.listProhealthAppointments(db, user.accountId) };
}

/** /apollo-prohealth/appointments/{id}: the owner's appointment, and the slots it may move to. */
export async function appointmentLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const orderId = positiveId(id);
  const appointment = await orNotFound(() => prohealth.prohealthAppointmentOfAccount(db, user.accountId, orderId));
  const slots = appointment.canCancel ? await prohealth.prohealthRescheduleSlots(db, user.accountId, orderId) : [];
  return { ...appointment, reschedule: rescheduleChoicesOf(slots, appointment.fastingNote ? FASTING_MORNING_NOTE : null) };
}

export const appointmentAction = (request: Request, id: string | undefined) =>
  centreAppointmentAction(request, id, {
    cancelSchema: cancelProhealthSchema,
    cancel: prohealth.cancelProhealthAppointment,
    reschedule: prohealth.rescheduleProhealthAppointment,
    path: prohealth.prohealthAppointmentPath,
  });

/** The report PDF, for the appointment's owner only. */
export const reportDownload = (request: Request, id: string | undefined) => centreReportDownload(request, id, prohealth.prohealthReportOfAccount);

/** /apollo-prohealth/hra: the mobile numbers of the account's profiles, to start an assessment for one. */
export async function hraStartLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const patients = await listPatients(db, user.accountId);
  const numbers = [...new Set([user.mobileNumber, ...patients.map((p) => p.mobileNumber)].filter(Boolean))];
  return { mobileNumbers: numbers };
}

export async function hraStartAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, hraStartSchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  try {
    const { link } = await prohealth.getPreHraLinkByMobileNumber(db, user.accountId, submission.value.mobileNumber);
    return redirect(link);
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") return replyWithErrors(submission, { fieldErrors: { mobileNumber: e.message }, formError: e.message });
    throw e;
  }
}

/** /apollo-prohealth/hra/{token}: the questionnaire, or its result once answered (?retake shows the form again). */
export async function hraLoader(request: Request, token: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const result = await orNotFound(() => prohealth.hraResultOf(db, user.accountId, token ?? ""));
  let bookUrl: string | null = null;
  let price: number | null = null;
  if (result.recommendation) {
    const pkg = await prohealth.getProHealthPackageBySlug(db, result.recommendation.slug);
    price = pkg?.price ?? null;
    bookUrl = `/apollo-prohealth/${result.recommendation.slug}?hra=${result.token}`;
  }
  return {
    ...result,
    retake: new URL(request.url).searchParams.has("retake"),
    bookUrl,
    price,
    questions: { familyHistory: FAMILY_HISTORY, lifestyle: LIFESTYLE, symptoms: SYMPTOMS },
  };
}

export async function hraAction(request: Request, token: string | undefined) {
  const user = await requireUser(request);
  const submission = await parseForm(request, hraAnswersSchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  await orNotFound(() => prohealth.submitHraAnswers(db, user.accountId, token ?? "", submission.value));
  return redirect(prohealth.hraLinkOf(token ?? ""));
}
