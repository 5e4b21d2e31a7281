/**
 * Deterministic demo data: cities, pincodes, the diagnostic catalogue with per-city pricing, content-service
 * widget lists, version 1 of every bundled screen configuration, and credit-card statuses of demo users.
 * Same input, same rows: no clock and no randomness (timestamps are fixed).
 */
import type { DB } from "./client";
import { seedMembershipPlans } from "./seed-data/membership-plans";
import { cities, pincodes } from "./seed-data/cities";
import { catalogue, popularCategories } from "./seed-data/catalogue";
import { widgets } from "./seed-data/widgets";
import { bundledScreenConfigurations } from "../content/bundled";
import { seedAccounts, subscriptionDates } from "./seed-data/accounts";
import { indiaDate } from "~/lib/india-date-time";
import { sql } from "kysely";
import { facilities } from "./seed-data/facilities";
import { circleScanPrice, radiologyItems } from "./seed-data/radiology";
import { seedProhealth } from "./seed-data/prohealth";
import { seedCatalogueBrowsing } from "./seed-data/catalogue-browsing";
import { seedHelpContent, seedPincodeDirectory } from "./seed-data/seed-directory-and-content";
import { seedCartPricing, seedPricingDates } from "./seed-data/cart-pricing";
import { seedStudioAccounts } from "./seed-data/studio-accounts";
import { seedOps } from "./seed-data/ops";
import { seedDoctorAccounts } from "./seed-data/doctor-accounts";
import { seedDoctorConsults } from "./seed-data/doctor-consults";
import { seedBooking } from "./seed-data/booking";
import { seedDemoOrders } from "./seed-data/orders";
import { seedDemoReportResults } from "./seed-data/report-results";
import { backfillOrderBills } from "../domain/orders/order-bill";
import { copyLabOrdersIntoHeader } from "./migrations/0019-lab-orders-in-header";
import type { MigrationDb } from "./migration-db";
import { seedBlogArticles } from "./seed-data/blog-articles";
import { seedInsurancePlans } from "./seed-data/insurance-plans";
import { seedDoctors } from "./seed-data/seed-doctors";
import { seedCorporate } from "./seed-data/corporate";

const SEEDED_AT = "2026-01-01T00:00:00.000Z";

/** Per-city price multipliers: metro labs charge a little more. Whole-rupee rounding keeps prices realistic. */
const CITY_PRICE_FACTOR: Record<string, number> = { Mumbai: 1.05, "New Delhi": 1.04, Bangalore: 1.02 };

function cityPrice(amount: number, factor: number): number {
  if (factor === 1) return amount;
  return Math.round(amount * factor);
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seed(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("cities").values(
      cities.map((c) => ({
        id: c.id,
        name: c.name,
        state_id: c.stateId,
        state_code: c.stateCode,
        state_name: c.stateName,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    ).execute();
    await trx.insertInto("pincodes").values(
      pincodes.map((p) => ({
        pincode: p.pincode,
        city_id: p.cityId,
        area_name: p.areaName,
        latitude: p.latitude,
        longitude: p.longitude,
        serviceable: p.serviceable ? 1 : 0,
      })),
    ).execute();
    await trx.insertInto("categories").values(
      popularCategories.map((c, i) => ({ slug: c.slug, name: c.name, icon_url: c.iconUrl, sort_order: i })),
    ).execute();
    await insertInBatches(catalogue, 100, (batch) =>
      trx.insertInto("diagnostic_items").values(
        batch.map((it) => ({
          item_id: it.itemId,
          item_name: it.itemName,
          item_type: it.itemType,
          gender: it.gender,
          canonical_tag: it.canonicalTag,
          category: it.category,
          image_url: it.imageUrl,
          test_description: it.testDescription,
          test_preparation_data: it.testPreparationData,
          item_remarks: it.itemRemarks,
          inclusions: JSON.stringify(it.inclusions),
          observations: JSON.stringify(it.observations),
          sub_category_list: JSON.stringify(it.subCategoryList),
          product_score: it.productScore,
          item_tags: JSON.stringify(it.itemTags),
          from_age_in_days: it.fromAgeInDays,
          to_age_in_days: it.toAgeInDays,
          collection_type: it.collectionType,
          report_tat_hours: it.reportTATHours,
        })),
      ).execute(),
    );
    const pricingDates = seedPricingDates(indiaDate(new Date()));
    const pricing = cities.flatMap((city) => {
      const factor = CITY_PRICE_FACTOR[city.name] ?? 1;
      return catalogue.map((it) => ({
        item_id: it.itemId,
        city_id: city.id,
        mrp: cityPrice(it.mrp, factor),
        price: cityPrice(it.price, factor),
        circle_mrp: cityPrice(it.mrp, factor),
        circle_price: cityPrice(it.circlePrice, factor),
        group_plan: it.groupPlan,
        non_circle_plan: "ALL",
        status: "active",
        ...pricingDates,
        show_slashed_price: it.showSlashedPrice ? 1 : 0,
        show_discount_percent: it.showDiscountPercent ? 1 : 0,
        cashback_text: it.cashbackText,
      }));
    });
    await insertInBatches(pricing, 500, (batch) => trx.insertInto("diagnostic_pricing").values(batch).execute());
    await trx.insertInto("content_widgets").values(
      widgets.map((w) => ({
        widget_name: w.widgetName,
        title: w.title,
        category: w.category,
        city_id: w.cityId,
        item_ids: JSON.stringify(w.itemIds),
        sort_order: w.sortOrder,
      })),
    ).execute();
    await trx.insertInto("screen_configurations").values(
      bundledScreenConfigurations().map((c) => ({
        screen_name: c.screen_name,
        screen_view: c.screen_view,
        segment_type: c.config.segment_type,
        version: c.config.version,
        config: JSON.stringify(c.config),
        published_at: SEEDED_AT,
        published_by: "seed",
      })),
    ).execute();
    await trx.insertInto("credit_card_status").values([
      {
        mobile_number: "9000000001",
        user_status: "CARD_ACTIVE",
        application_ref_no: "SBI2026000123",
        cta_text: "View card benefits",
        sub_text: "Your Apollo SBI Card SELECT is active",
        message: "Card active",
        screen: "credit_card_active",
      },
      {
        mobile_number: "9000000002",
        user_status: "APPLICATION_IN_PROGRESS",
        application_ref_no: "SBI2026000456",
        cta_text: "Continue application",
        sub_text: "Complete your application in 2 minutes",
        message: "Application in progress",
        screen: "credit_card_home",
      },
    ]).execute();
    await seedPincodeDirectory(trx);
    await seedHelpContent(trx);
  });
}

/** Demo accounts with their profiles, addresses and subscriptions (see seed-data/accounts.ts). */
export async function seedAccountData(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const a of seedAccounts) {
      await trx.insertInto("accounts").values({ id: a.id, country_code: a.countryCode, mobile_number: a.mobileNumber, created_at: SEEDED_AT }).execute();
      await trx.insertInto("patients").values(
        a.patients.map((p) => ({
          account_id: a.id,
          uhid: p.uhid,
          first_name: p.firstName,
          last_name: p.lastName,
          gender: p.gender,
          date_of_birth: p.dateOfBirth,
          relation: p.relation,
          email_address: p.emailAddress,
          mobile_number: `${a.countryCode}${a.mobileNumber}`,
          photo_url: null,
          partner_id: p.partnerId ?? null,
          is_consulted: p.isConsulted ? 1 : 0,
          created_at: SEEDED_AT,
        })),
      ).execute();
      for (const ad of a.addresses) {
        const place = await trx
          .selectFrom("pincodes")
          .innerJoin("cities", "cities.id", "pincodes.city_id")
          .select(["pincodes.latitude", "pincodes.longitude", "cities.id as cityId", "cities.name", "cities.state_name", "cities.state_code"])
          .where("pincodes.pincode", "=", ad.pincode)
          .executeTakeFirstOrThrow();
        await trx.insertInto("addresses").values({
          account_id: a.id,
          name: ad.name,
          address_line1: ad.addressLine1,
          address_line2: ad.addressLine2 ?? null,
          landmark: ad.landmark ?? null,
          pincode: ad.pincode,
          city: place.name,
          city_id: place.cityId,
          state: place.state_name,
          state_code: place.state_code,
          latitude: place.latitude,
          longitude: place.longitude,
          is_default: ad.isDefault ? 1 : 0,
          created_at: SEEDED_AT,
        }).execute();
      }
      if (a.subscriptions.length) {
        const seedDay = indiaDate(new Date());
        await trx.insertInto("subscriptions").values(
          a.subscriptions.map((s) => ({
            account_id: a.id, group_name: "APOLLO", name: s.name, plan_id: s.planId, status: s.status,
            purchase_type: s.purchaseType, start_date: subscriptionDates(s, seedDay).startDate, end_date: subscriptionDates(s, seedDay).endDate,
            sub_plan_id: s.subPlanId ?? null, order_id: null, fee: s.fee ?? 0, source_meta_data: JSON.stringify({ purchase_type: s.purchaseType }),
          })),
        ).execute();
      }
    }
  });
  // Explicit ids leave PostgreSQL's sequence behind; move it past them so new sign-ups get fresh ids.
  if (db.getExecutor().adapter.constructor.name.startsWith("Postgres")) {
    await sql`select setval(pg_get_serial_sequence('accounts', 'id'), (select max(id) from accounts))`.execute(db);
  }
}

async function seedRadiologyItems(db: DB) {
  await db.insertInto("radiology_items").values(
    radiologyItems.map((i) => ({
      id: i.id,
      slug: i.slug,
      name: i.name,
      category: i.category,
      price: i.price * 100,
      circle_price: circleScanPrice(i.price * 100),
      needs_prescription: i.needsPrescription ? 1 : 0,
      preparation: i.preparation,
      description: i.description,
      popular: i.popular ? 1 : 0,
      faqs: JSON.stringify(i.faqs),
    })),
  ).execute();
}

/**
 * Facilities missing by id get their rows and opening hours (ids are append-only, so a database seeded earlier gains
 * the ones added since; the radiology clinics were carried over by migration 0018).
 */
export async function seedFacilities(db: DB) {
  const have = new Set((await db.selectFrom("facilities").select("id").execute()).map((r) => r.id));
  const missing = facilities.filter((f) => !have.has(f.id));
  await db.transaction().execute(async (trx) => {
    if (missing.length) await trx.insertInto("facilities").values(
      missing.map((f) => ({
        id: f.id, slug: f.slug, name: f.name, kind: f.kind, city_id: f.cityId, locality: f.locality, address: f.address,
        pincode: f.pincode, latitude: f.latitude, longitude: f.longitude, phone: f.phone, registration_fee: f.registrationFee,
        services: JSON.stringify(f.services), radiology_categories: JSON.stringify(f.radiologyCategories),
        departments: JSON.stringify(f.departments),
      })),
    ).execute();
    const hours = missing.flatMap((f) => f.openingHours.map((h) => ({ facility_id: f.id, week_day: h.weekDay, start_time: h.startTime, end_time: h.endTime })));
    // Facilities carried over by the migration have no hours yet: give them theirs too.
    const carried = facilities.filter((f) => have.has(f.id));
    const withHours = new Set((await trx.selectFrom("facility_opening_hours").select("facility_id").distinct().execute()).map((r) => r.facility_id));
    for (const f of carried) {
      if (!withHours.has(f.id)) hours.push(...f.openingHours.map((h) => ({ facility_id: f.id, week_day: h.weekDay, start_time: h.startTime, end_time: h.endTime })));
    }
    if (hours.length) await trx.insertInto("facility_opening_hours").values(hours).execute();
  });
  if (db.getExecutor().adapter.constructor.name.startsWith("Postgres")) {
    await sql`select setval(pg_get_serial_sequence('facilities', 'id'), (select max(id) from facilities))`.execute(db);
  }
}

/**
 * Seeds a fresh database once; a database that already has cities is left alone, except that tables added
 * after it was seeded (accounts, radiology clinics) get their rows on the next start.
 */
async function migrationApplied(db: DB, name: string): Promise<boolean> {
  const row = await sql<{ name: string }>`SELECT name FROM kysely_migration WHERE name = ${name}`.execute(db);
  return row.rows.length > 0;
}

/**
 * The tables the database has now. An area's seed runs only once its migration has made its tables, so a database
 * held at an earlier migration (a migration's own test) is seeded as it would have been then.
 */
async function existingTables(db: DB): Promise<Set<string>> {
  return new Set((await db.introspection.getTables()).map((t) => t.name));
}

export async function seedIfEmpty(db: DB): Promise<boolean> {
  const tables = await existingTables(db);
  const row = await db.selectFrom("cities").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  const fresh = Number(row?.n ?? 0) === 0;
  if (fresh) await seed(db);
  if (tables.has("facilities")) await seedFacilities(db);
  if (tables.has("radiology_items")) {
    const scans = await db.selectFrom("radiology_items").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    if (Number(scans?.n ?? 0) === 0) await seedRadiologyItems(db);
  }
  const accounts = await db.selectFrom("accounts").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(accounts?.n ?? 0) === 0) await seedAccountData(db);
  await seedCatalogueBrowsing(db); // each of its tables: empty → seed it
  const directory = await db.selectFrom("pincode_directory").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(directory?.n ?? 0) === 0) await db.transaction().execute((trx) => seedPincodeDirectory(trx));
  const faqs = await db.selectFrom("faq_entries").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(faqs?.n ?? 0) === 0) await db.transaction().execute((trx) => seedHelpContent(trx));
  if (tables.has("blog_articles")) {
    const articles = await db.selectFrom("blog_articles").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    if (Number(articles?.n ?? 0) === 0) await seedBlogArticles(db);
  }
  if (tables.has("insurance_plans")) {
    const plans = await db.selectFrom("insurance_plans").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
    if (Number(plans?.n ?? 0) === 0) await seedInsurancePlans(db);
  }
  const coupons = await db.selectFrom("diagnostic_coupons").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(coupons?.n ?? 0) === 0) await seedCartPricing(db);
  const roles = await db.selectFrom("account_roles").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(roles?.n ?? 0) === 0) await seedStudioAccounts(db);
  // Demo orders first: the console's demo order below would otherwise count as "orders already there".
  const demoOrders = await db.selectFrom("diagnostic_parent_orders").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(demoOrders?.n ?? 0) === 0) await seedDemoOrders(db);
  const phlebos = await db.selectFrom("phlebotomists").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(phlebos?.n ?? 0) === 0) await seedOps(db);
  await seedDemoReportResults(db);
  await seedBooking(db);
  if (tables.has("membership_plans")) await seedMembershipPlans(db);
  if (tables.has("specialties")) await seedDoctors(db);
  if (await migrationApplied(db, "0028_doctor_accounts")) await seedDoctorAccounts(db);
  if (tables.has("prohealth_packages")) await seedProhealth(db);
  if (tables.has("corporate_companies")) await seedCorporate(db);
  // Seeded orders get their stored bills by the same rule as orders booked before bills were stored.
  await backfillOrderBills(db);
  // The demo lab orders are written as the lab's rows; their header rows come by the rule that migrated real ones
  // (on a database not yet at that migration, the migration itself copies them).
  if (await migrationApplied(db, "0019_lab_orders_in_header")) await copyLabOrdersIntoHeader(db as unknown as MigrationDb);
  // After the lab orders' header rows, which keep their lab ids: the demo consults take the next order ids.
  if (await migrationApplied(db, "0029_case_sheets")) await seedDoctorConsults(db);
  return fresh;
}
