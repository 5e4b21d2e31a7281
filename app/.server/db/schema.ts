/** Kysely table types. JSON columns are stored as text so that SQLite and PostgreSQL share one schema. */
import type { ColumnType, Generated } from "kysely";

export interface CityTable {
  id: number;
  name: string;
  state_id: number;
  state_code: string;
  state_name: string;
  latitude: number;
  longitude: number;
}

export interface PincodeTable {
  pincode: string;
  city_id: number;
  area_name: string;
  latitude: number;
  longitude: number;
  serviceable: number; // 0 | 1
}

export interface DiagnosticItemTable {
  item_id: number;
  item_name: string;
  item_type: "TEST" | "PACKAGE";
  gender: "B" | "M" | "F";
  canonical_tag: string;
  category: string;
  image_url: string | null;
  test_description: string;
  test_preparation_data: string;
  item_remarks: string | null;
  inclusions: string; // JSON number[]
  observations: string; // JSON
  sub_category_list: string; // JSON string[]
  product_score: number;
  item_tags: string; // JSON
  from_age_in_days: number;
  to_age_in_days: number;
  collection_type: string;
  report_tat_hours: number;
}

export interface DiagnosticPricingTable {
  id: Generated<number>;
  item_id: number;
  city_id: number;
  mrp: number;
  price: number;
  circle_mrp: number;
  circle_price: number;
  group_plan: string;
  non_circle_plan: string;
  status: string;
  start_date: string;
  end_date: string;
  show_slashed_price: number;
  show_discount_percent: number;
  cashback_text: string | null;
}

export interface CategoryTable {
  slug: string;
  name: string;
  icon_url: string;
  sort_order: number;
}

export interface ContentWidgetTable {
  id: Generated<number>;
  widget_name: string;
  title: string;
  category: string;
  city_id: number | null;
  item_ids: string; // JSON number[]
  sort_order: number;
}

export interface ScreenConfigurationTable {
  id: Generated<number>;
  screen_name: string;
  screen_view: string;
  segment_type: string;
  version: number;
  config: string; // JSON
  published_at: string;
  published_by: string;
}

export interface CreditCardStatusTable {
  mobile_number: string;
  /** Dial code of the number ("+91"): a status is keyed by country code + number. */
  country_code: Generated<string>;
  user_status: string;
  application_ref_no: string | null;
  cta_text: string;
  sub_text: string;
  message: string;
  screen: string;
}

export interface AccountTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  created_at: string;
}

export interface PatientTable {
  id: Generated<number>;
  account_id: number;
  uhid: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null; // dd/mm/yyyy
  relation: string;
  email_address: string | null;
  mobile_number: string;
  photo_url: string | null;
  partner_id: string | null;
  is_consulted: Generated<number>;
  created_at: string;
}

export interface AddressTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  address_line1: string;
  address_line2: string | null;
  landmark: string | null;
  pincode: string;
  city: string;
  city_id: number | null;
  state: string;
  state_code: string;
  latitude: number;
  longitude: number;
  is_default: Generated<number>;
  created_at: string;
}

export interface SubscriptionTable {
  id: Generated<number>;
  account_id: number;
  group_name: string;
  name: string;
  plan_id: string;
  status: string;
  purchase_type: string;
  start_date: string;
  end_date: string;
  /** Migration 0022: the sub-plan bought, the order that paid for it, the fee paid (paise), and {purchase_type}. */
  sub_plan_id: string | null;
  order_id: number | null;
  fee: Generated<number>;
  source_meta_data: string | null;
}

export interface MembershipPlanTable {
  sub_plan_id: string;
  plan_id: string;
  group_name: string;
  name: string;
  title: string;
  duration_days: number;
  price: number; // paise
  sort_order: number;
  is_active: Generated<number>;
}

export interface MembershipOrderTable {
  order_id: number;
  plan_id: string;
  sub_plan_id: string;
  full_name: string;
  mobile_number: string;
  purchase_type: string;
  subscription_id: number | null;
}

export interface OtpChallengeTable {
  phone: string;
  code_hash: string;
  expires_at: number;
  last_sent_at: number;
  failed_attempts: Generated<number>;
  blocked_until: number | null;
}

/** A hospital, clinic or diagnostic centre (see migration 0018). */
export interface FacilityTable {
  id: Generated<number>;
  slug: string;
  name: string;
  kind: string; // FacilityKind
  city_id: number;
  locality: string;
  address: string;
  pincode: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  registration_fee: number; // whole rupees
  services: string; // JSON FacilityService[]
  radiology_categories: string; // JSON string[]
  departments: string; // JSON string[]
}

/** The spec's Opening hours entity, one row per session of a weekday (India time). */
export interface FacilityOpeningHoursTable {
  facility_id: number;
  week_day: string; // SUN … SAT
  start_time: string; // "HH:mm"
  end_time: string;
}

// ---- Radiology (migration 0020) ----

export interface RadiologyItemTable {
  id: number;
  slug: string;
  name: string;
  category: string;
  price: number; // paise
  /** Circle member price (paise); null: none. */
  circle_price: ColumnType<number | null, number | null | undefined, number | null>;
  needs_prescription: number; // 1 | 0
  preparation: string;
  description: string;
  popular: Generated<number>;
  faqs: string; // JSON [{question, answer}]
}

export interface RadiologyCartTable {
  account_id: number;
  cart: string; // JSON RadiologyCart
  updated_at: string;
}

export interface RadiologyOrderDetailTable {
  order_id: number;
  clinic_id: number;
  city_id: number;
  items: string; // JSON [{itemId, name, price}]
  registration_fee: number; // paise
  slot_id: number;
  slot_date: string;
  slot_time: string;
  slot_date_time_utc: string;
  prescription_file_key: string | null;
  report_file_key: string | null;
  report_uploaded_at: string | null;
  /** Paise: what Circle membership saved on the scans (migration 0047). */
  circle_discount: ColumnType<number, number | undefined, number>;
}

export interface SessionTable {
  /** SHA-256 (hex) of the session token in the cookie. */
  id: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
}

// Catalogue browsing (migration 0006). A second `Database` declaration merges with the one above.
export interface CatalogueMetaTable {
  key: string;
  value: number;
}

/** What changed in the catalogue, one row per item touched, written by triggers (migration 0048). */
export interface CatalogueChangeTable {
  seq: Generated<number>;
  /** Null: the change names no item (a category's name, a search synonym). */
  item_id: number | null;
  category: string | null;
  /** "price": only a price of an existing row changed; "item": anything else. */
  kind: "price" | "item";
}

export interface DiagnosticItemTranslationTable {
  item_id: number;
  lang: string;
  item_name: string | null;
  test_description: string | null;
  test_preparation_data: string | null;
}

export interface DiagnosticSearchSynonymTable {
  group_name: string;
  terms: string; // JSON string[]
}

export interface DiagnosticItemFaqTable {
  item_id: number;
  position: number;
  question: string;
  answer: string;
}

/** An item FAQ in another language (migration 0042). */
export interface DiagnosticItemFaqTranslationTable {
  item_id: number;
  position: number;
  lang: string;
  question: string;
  answer: string;
}

/** India Post directory: one row per pincode (see seed-data/pincode-directory.ts). */
export interface PincodeDirectoryTable {
  pincode: string;
  office_name: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** Query (FAQ) pages: section "lab-tests-queries" or "health-queries", topic "" for the section's own page. */
export interface FaqEntryTable {
  section: string;
  topic: string;
  sort_order: number;
  question: string;
  answer: string;
}

export interface HealthTopicTable {
  category: string;
  slug: string;
  title: string;
  summary: string;
  body: string; // JSON { heading, paragraphs[] }[]
  related_tests: string; // JSON string[] (test names)
  sort_order: number;
}

/** A signed-in account's diagnostics cart (JSON of lib/cart-rules DiagnosticsCart). */
export interface DiagnosticCartTable {
  account_id: number;
  cart: string;
  version: number;
  updated_at: string;
}

export interface DiagnosticCouponTable {
  code: string;
  description: string;
  discount_type: string; // PERCENT | FLAT
  discount_value: number; // percent, or paise
  max_discount: number | null; // paise
  min_order_value: number; // paise
  valid_from: string; // yyyy-mm-dd
  valid_to: string;
  first_order_only: number; // 0 | 1
  circle_only: number; // 0 | 1
}

/** Per-account diagnostics figures: health-credit balance (paise) and orders placed (first-order coupons). */
export interface DiagnosticAccountTable {
  account_id: number;
  health_credits: number;
  orders_placed: number;
}

/** Home-collection charge bands: by city (null = every other city) and bill amount, paise. */
export interface PhleboChargeTable {
  id: Generated<number>;
  city_id: number | null;
  min_bill: number;
  max_bill: number | null;
  charge: number;
}

/** Diagnostics configuration documents by key (itemBlockConfig, labTestConfig, cartPageConfig). */
export interface DiagnosticConfigTable {
  config_key: string;
  value: string; // JSON
}

/** Studio roles of an account: "editor" (drafts) or "publisher" (publish, schedule, roll back). */
export interface AccountRoleTable {
  account_id: number;
  role: string;
  /** How the studio names this person (audit log, review); null falls back to "Studio user <id>". */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudioDraftTable {
  id: Generated<number>;
  screen_name: string;
  screen_view: string;
  segment_type: string;
  config: string; // JSON
  /** Bumped by every save; a save naming an older revision is a conflict. */
  revision: number;
  /** The live version the draft started from. */
  base_version: number;
  status: string; // draft | in_review | returned | approved
  review_note: string | null;
  updated_by: string;
  updated_at: string;
  /** Actor keys ("account:12", "api") of everyone who changed the draft since its base version: JSON array. */
  authors: ColumnType<string, string | undefined, string>;
  /** Actor key of the publisher who approved the draft as it stands; cleared by the next change. */
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudioScheduleTable {
  id: Generated<number>;
  screen_name: string;
  screen_view: string;
  segment_type: string;
  config: string; // JSON
  run_at: string; // ISO instant
  status: string; // scheduled | running | published | failed | cancelled
  version: number | null;
  error: string | null;
  created_by: string;
  created_at: string;
}

export interface StudioAuditTable {
  id: Generated<number>;
  at: string;
  account_id: number | null;
  actor: string;
  action: string;
  screen_name: string | null;
  screen_view: string | null;
  segment_type: string | null;
  detail: string | null;
}

export interface SectionFailureTable {
  screen_name: string;
  section_name: string;
  failures: number;
  last_failed_at: string;
}

export interface KilledSectionTable {
  screen_name: string;
  section_name: string;
  killed_by: string;
  killed_at: string;
}

// ---- Booking, orders, payments (migration 0010) ----

export interface BookingSlotTable {
  id: Generated<number>;
  kind: string; // DIAGNOSTIC_HC, RADIOLOGY, …
  area_key: string; // e.g. city:9
  slot_date: string; // yyyy-MM-dd, India date
  start_time: string; // HH:mm, India time
  duration_minutes: number;
  capacity: number;
  booked: Generated<number>;
  slot_charge: Generated<number>; // paise
}

export interface PhlebotomistTable {
  id: number;
  name: string;
  mobile: string;
  city_id: number;
  rating: number;
}

export interface DiagnosticParentOrderTable {
  id: Generated<number>;
  display_id: string;
  account_id: number;
  idempotency_key: string;
  order_status: string;
  payment_type: string; // COD | ONLINE | PAYMENT_LINK | NONE
  payment_order_id: string | null;
  total_price: number; // paise, from here down
  total_mrp: number;
  collection_charges: number;
  booking_fees: number;
  circle_charges: number;
  slot_charges: number;
  coupon_code: string | null;
  coupon_disc_amount: number;
  health_credits_used: number;
  to_pay: number;
  city_id: number;
  address_id: number | null;
  address: string; // JSON snapshot
  slot_id: number | null;
  slot_date_time_in_utc: string | null;
  slot_duration_minutes: number | null;
  is_corporate_flow: Generated<number>;
  billing: string; // JSON
  /** The order's bill (domain/order-bill), JSON; written at booking. */
  bill: string | null;
  created_at: string;
  updated_at: string;
}

export interface DiagnosticOrderTable {
  id: Generated<number>;
  display_id: string;
  parent_order_id: number;
  account_id: number;
  patient_id: number;
  pre_booking_id: string | null;
  order_status: string;
  order_type: string;
  total_price: number; // paise
  collection_charges: number;
  coupon_disc_amount: number;
  /** This patient's share of the parent's bill (domain/order-bill), JSON; written at booking. */
  bill: string | null;
  slot_id: number | null;
  slot_date_time_in_utc: string | null;
  slot_duration_minutes: number | null;
  is_rescheduled: Generated<number>;
  reschedule_count: Generated<number>;
  phlebotomist_id: number | null;
  phlebo_otp: string | null;
  phlebo_rating: number | null;
  phlebo_feedback: string | null;
  csat_rating: number | null;
  csat_feedback: string | null;
  report_file_key: string | null;
  expected_report_at: string | null;
  sample_submitted: Generated<number>;
  lead_prescription_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DiagnosticOrderLineItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  item_name: string;
  item_type: string;
  quantity: number;
  price: number; // paise
  mrp: number;
  group_plan: string;
  coupon_discount_amt: number;
  circle_cashback: number;
  is_removed: Generated<number>;
  edit_order_id: number | null;
  report_tat_hours: number;
  inclusions: string; // JSON [{itemId, name}]
}

export interface DiagnosticOrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  order_status: string;
  status_date: string;
  item_id: number | null;
  package_id: number | null;
  hide_status: Generated<number>;
  status_message: string | null;
  actor: string;
}

export interface PaymentTable {
  id: Generated<number>;
  payment_order_id: string;
  order_kind: string;
  order_ref: number;
  account_id: number;
  amount: number; // paise
  health_credits_used: Generated<number>;
  payment_method: string | null;
  payment_status: string;
  payment_link_url: string | null;
  payment_link_expiry: string | null;
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentCallbackTable {
  event_id: string;
  payment_order_id: string;
  payment_status: string;
  received_at: string;
}

/** Every kind's orders on the spine, lab orders included (migration 0019, under their diagnostic_orders id): the header (migration 0017). */
export interface OrderTable {
  id: Generated<number>;
  kind: string;
  account_id: number;
  patient_id: number | null;
  display_id: string;
  status: string;
  total_amount: number; // paise
  to_pay: number; // paise
  health_credits_used: Generated<number>;
  payment_type: string; // COD | ONLINE | NONE
  payment_order_id: string | null;
  idempotency_key: string | null;
  bill: string | null; // JSON OrderBill
  created_at: string;
  updated_at: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  status_date: string;
  status_message: string | null;
  actor: string;
}

export interface RefundTable {
  id: Generated<number>;
  /** Which kind's order, by its header id (a DIAGNOSTIC order's header id is its diagnostic_orders id). */
  order_kind: string;
  order_id: number;
  payment_order_id: string | null;
  amount_refunded: number; // paise
  item_ids: string; // JSON number[]
  refund_type: string; // CANCELLATION | SAMPLE_REJECTED
  refund_mode: string; // SOURCE | UPI | BANK | HEALTH_CREDITS
  destination: string | null;
  status: string;
  gateway_refund_id: Generated<string | null>;
  created_at: string;
}

export interface DiagnosticOrderResultTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  parameter_name: string;
  value: string;
  unit: string | null;
  range_low: number | null;
  range_high: number | null;
  reference_text: string | null;
  flag: string | null; // LOW | HIGH | ABNORMAL
  print_order: number;
  entered_by: number;
  entered_at: string;
}

export interface PatientPrescriptionTable {
  id: Generated<number>;
  account_id: number;
  patient_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  bytes: number;
  doctor_name: string | null;
  consult_id: string | null;
  created_at: string;
}

export interface OpsAuditTable {
  id: Generated<number>;
  at: string;
  account_id: number;
  action: string;
  order_id: number | null;
  detail: string | null;
}

// ---- Payment sandbox (migration 0013) ----

export interface PaymentSandboxTransactionTable {
  payment_order_id: string;
  amount: number; // paise
  status: string; // CREATED | PENDING | SUCCESS | FAILED | ABORTED
  payment_method: string | null;
  bank_reference: string | null;
  expires_at: string;
  return_path: string;
  events_sent: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  cities: CityTable;
  pincodes: PincodeTable;
  diagnostic_items: DiagnosticItemTable;
  diagnostic_pricing: DiagnosticPricingTable;
  categories: CategoryTable;
  content_widgets: ContentWidgetTable;
  screen_configurations: ScreenConfigurationTable;
  credit_card_status: CreditCardStatusTable;
  corporate_companies: CorporateCompanyTable;
  corporate_members: CorporateMemberTable;
  corporate_registrations: CorporateRegistrationTable;
  corporate_email_codes: CorporateEmailCodeTable;
  voucher_cards: VoucherCardTable;
  card_applications: CardApplicationTable;
  card_application_documents: CardApplicationDocumentTable;
  card_companies: CardCompanyTable;
  card_designations: { name: string };
  accounts: AccountTable;
  patients: PatientTable;
  addresses: AddressTable;
  subscriptions: SubscriptionTable;
  membership_plans: MembershipPlanTable;
  membership_orders: MembershipOrderTable;
  otp_challenges: OtpChallengeTable;
  facilities: FacilityTable;
  facility_opening_hours: FacilityOpeningHoursTable;
  radiology_items: RadiologyItemTable;
  radiology_carts: RadiologyCartTable;
  radiology_order_details: RadiologyOrderDetailTable;
  sessions: SessionTable;
  catalogue_meta: CatalogueMetaTable;
  catalogue_changes: CatalogueChangeTable;
  diagnostic_item_translations: DiagnosticItemTranslationTable;
  diagnostic_search_synonyms: DiagnosticSearchSynonymTable;
  diagnostic_item_faqs: DiagnosticItemFaqTable;
  diagnostic_item_faq_translations: DiagnosticItemFaqTranslationTable;
  pincode_directory: PincodeDirectoryTable;
  faq_entries: FaqEntryTable;
  health_topics: HealthTopicTable;
  diagnostic_carts: DiagnosticCartTable;
  diagnostic_coupons: DiagnosticCouponTable;
  diagnostic_accounts: DiagnosticAccountTable;
  phlebo_charges: PhleboChargeTable;
  diagnostic_configs: DiagnosticConfigTable;
  account_roles: AccountRoleTable;
  studio_drafts: StudioDraftTable;
  studio_schedules: StudioScheduleTable;
  studio_audit: StudioAuditTable;
  section_failures: SectionFailureTable;
  killed_sections: KilledSectionTable;
  // booking, orders, payments
  booking_slots: BookingSlotTable;
  phlebotomists: PhlebotomistTable;
  diagnostic_order_eta_history: DiagnosticOrderEtaHistoryTable;
  diagnostic_parent_orders: DiagnosticParentOrderTable;
  diagnostic_orders: DiagnosticOrderTable;
  diagnostic_order_line_items: DiagnosticOrderLineItemTable;
  diagnostic_order_status_history: DiagnosticOrderStatusHistoryTable;
  payments: PaymentTable;
  payment_callbacks: PaymentCallbackTable;
  refunds: RefundTable;
  orders: OrderTable;
  order_status_history: OrderStatusHistoryTable;
  diagnostic_order_results: DiagnosticOrderResultTable;
  patient_prescriptions: PatientPrescriptionTable;
  ops_audit: OpsAuditTable;
  // payment sandbox
  payment_sandbox_transactions: PaymentSandboxTransactionTable;
  studio_media: StudioMediaTable;
  // prescription uploads (migration 0015)
  upload_quota: UploadQuotaTable;
  pending_uploads: PendingUploadTable;
  // blog (migration 0023)
  blog_articles: BlogArticleTable;
  // health insurance plans (migration 0032)
  insurance_plans: InsurancePlanTable;
  patient_passports: PatientPassportTable;
  google_identities: GoogleIdentityTable;
  // health records (migration 0024)
  health_records: HealthRecordTable;
  health_record_files: HealthRecordFileTable;
  health_record_shares: HealthRecordShareTable;
  health_record_share_views: HealthRecordShareViewTable;
  // doctors and consults (migration 0021)
  specialties: SpecialtyTable;
  conditions: ConditionTable;
  procedures: ProcedureTable;
  doctors: DoctorTable;
  doctor_facilities: DoctorFacilityTable;
  consult_details: ConsultDetailTable;
  // consult room (migration 0035)
  consult_messages: ConsultMessageTable;
  // symptom checker (migration 0030)
  symptom_assessments: SymptomAssessmentTable;
  // health checks (migration 0027)
  prohealth_categories: ProhealthCategoryTable;
  prohealth_packages: ProhealthPackageTable;
  prohealth_package_facilities: ProhealthPackageFacilityTable;
  prohealth_hra: ProhealthHraTable;
  prohealth_appointment_details: ProhealthAppointmentDetailTable;
  // case sheets, e-prescriptions and consult feedback (migration 0029)
  case_sheets: CaseSheetTable;
  consult_feedback: ConsultFeedbackTable;
}

export interface CaseSheetTable {
  id: Generated<number>;
  /** The consult order (orders.id): one case sheet per appointment. */
  order_id: number;
  doctor_id: number;
  patient_id: number;
  /** The patient's account (the appointment's owner). */
  account_id: number;
  symptoms: string;
  diagnosis: string;
  /** JSON { name, dose, frequency, duration }[]. */
  medicines: string;
  /** JSON { itemId, itemName }[]: lab catalogue items advised. */
  tests: string;
  advice: string;
  follow_up: string;
  /** The e-prescription PDF in file storage; null until it is made. */
  prescription_file_key: string | null;
  prescription_bytes: number | null;
  created_at: string;
  updated_at: string;
}

export interface ConsultFeedbackTable {
  order_id: number;
  account_id: number;
  /** 1 Poor · 2 Okay · 3 Good · 4 Great. */
  rating: number;
  /** JSON string[]: the follow-up answers chosen for the rating. */
  answers: string;
  comment: string;
  created_at: string;
}

export interface BlogArticleTable {
  slug: string;
  title: string;
  summary: string;
  category: string;
  body_markdown: string;
  author_name: string;
  author_credentials: string;
  reviewer_name: string;
  reviewer_credentials: string;
  /** Reading time in minutes: the spec's blog item "duration". */
  duration: number;
  tags: string; // JSON string[]
  related_tests: string; // JSON string[] of diagnostic_items.canonical_tag
  related_specialties: string; // JSON string[] (specialty names)
  image_url: string | null;
  /** ISO date-time (UTC). */
  published_at: string;
  updated_at: string;
}

export interface HealthRecordTable {
  id: Generated<number>;
  account_id: number;
  patient_id: number;
  /** One of the spec's record types (PRESCRIPTION, BILL, HOSPITALIZATION, …). */
  record_type: string;
  title: string;
  /** yyyy-MM-dd, the date on the document. */
  record_date: string;
  /** UPLOADED (the patient's own), ORDER or CONSULT. */
  source: string;
  doctor_name: string | null;
  hospital_name: string | null;
  /** JSON object of the type's own fields. */
  fields: string;
  created_at: string;
}

export interface HealthRecordFileTable {
  id: Generated<number>;
  record_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  bytes: number;
}

export interface HealthRecordShareTable {
  id: Generated<number>;
  account_id: number;
  /** "upload:<health_records.id>" or "order:<diagnostic_orders.id>". */
  record_ref: string;
  /** sha256 of the link's token: the token itself is shown once and never stored. */
  token_hash: string;
  shared_with: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface HealthRecordShareViewTable {
  id: Generated<number>;
  share_id: number;
  viewed_at: string;
  /** VIEW (the page) or FILE (a download). */
  what: string;
}

export interface SpecialtyTable {
  slug: string;
  name: string;
  icon_url: string;
  description: string;
  sort_order: number;
}

export interface ConditionTable {
  slug: string;
  name: string;
  specialty_slug: string;
}

export type ProcedureTable = ConditionTable;

export interface DoctorTable {
  id: Generated<number>;
  slug: string;
  name: string;
  photo_url: string;
  specialty_slug: string;
  qualifications: string;
  registration_number: string;
  registration_council: string;
  experience_years: number;
  /** JSON string[]. */
  languages: string;
  gender: string;
  /** Paise. */
  fee_online: number;
  /** Paise. */
  fee_clinic: number;
  /** JSON OpeningHours[] (India time); empty: no online consults. */
  online_hours: string;
  rating: number;
  review_count: number;
  bio: string;
  city_id: number;
  /** Circle member fees (paise); null: no member fee. */
  fee_online_circle: ColumnType<number | null, number | null | undefined, number | null>;
  fee_clinic_circle: ColumnType<number | null, number | null | undefined, number | null>;
  /** The account this doctor signs in with (role "doctor"); null: the doctor has no account here. */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON string[] of India dates (yyyy-MM-dd) the doctor is on leave: no slots those days (migration 0029). */
  leave_dates: ColumnType<string, string | undefined, string>;
}

export interface DoctorFacilityTable {
  doctor_id: number;
  facility_id: number;
  /** JSON OpeningHours[]: the doctor's own weekly hours at this facility (India time). */
  hours: string;
}

export interface ConsultDetailTable {
  order_id: number;
  doctor_id: number;
  consult_mode: string; // ONLINE | PHYSICAL
  consult_type: string | null; // VIDEO | AUDIO
  facility_id: number | null;
  slot_id: number;
  appointment_date_time_utc: string;
  duration_minutes: number;
  fee: number; // paise
  discount: number; // paise
  coupon_code: string | null;
  reschedule_count: Generated<number>;
  /** What Circle membership saved on the fee (paise). */
  circle_discount: Generated<number>;
  /** When the patient entered the consult room and began waiting for the doctor (ISO); null: nobody waiting. */
  patient_waiting_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One message of a consult room (migration 0035): text, or a file in file storage. */
export interface ConsultMessageTable {
  id: Generated<number>;
  order_id: number;
  sender_role: string; // PATIENT | DOCTOR
  sender_account_id: number;
  client_id: string;
  body: string | null;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  created_at: string;
  delivered_at: ColumnType<string | null, string | null | undefined, string | null>;
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UploadQuotaTable {
  account_id: number;
  /** yyyy-MM-dd in India. */
  day: string;
  count: number;
}

export interface PendingUploadTable {
  file_key: string;
  account_id: number;
  created_at: string;
}

export interface StudioMediaTable {
  id: string;
  account_id: number;
  original_name: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  original_key: string;
  variant_keys: string;
  uploaded_by: string;
  uploaded_at: string;
}

export interface InsurancePlanTable {
  slug: string;
  insurer: string;
  plan_name: string;
  min_entry_age: number;
  max_entry_age: number;
  max_adults: number;
  max_children: number;
  covers_lakh: string; // JSON number[]
  rating_tenths: number;
  ped_waiting_years: number;
  /** lib/insurance-plans ROOM_RENT_RULES: NO_LIMIT, SINGLE_PRIVATE, SHARED, PERCENT_OF_COVER. */
  room_rent: string;
  base_premium_paise: number;
  network_hospitals: number;
  features: string; // JSON string[]
  sort_order: number;
}

export interface PatientPassportTable {
  patient_id: number;
  account_id: number;
  passport_number: string;
  nationality: string;
  expiry_date: string;
  updated_at: string;
}

export interface GoogleIdentityTable {
  issuer: string;
  subject: string;
  account_id: number;
  email: string | null;
  linked_at: string;
}

// ---- Health checks, ProHealth (migration 0027) ----

export interface ProhealthCategoryTable {
  id: number;
  slug: string;
  name: string;
  minimum_age_in_years: number;
  gender_recomended: string; // ALL | MALE | FEMALE
  benefits: string; // JSON string[]
  display_order: number;
  image: string;
  disclaimer: string;
  tags: string; // JSON string[]
}

export interface ProhealthPackageTable {
  id: number;
  slug: string;
  category_id: number;
  package_name: string;
  price: number; // paise
  gender: string; // ALL | MALE | FEMALE
  description: string;
  faqs: string; // JSON [{question, answer}]
  fasting_hours: number;
  service_id: string;
  is_clinic_package: number;
  is_bookable: number;
  duration_minutes: number;
  inclusions: string; // JSON string[]
  /** Circle member price, paise; null: none (migration 0037). */
  circle_price: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProhealthPackageFacilityTable {
  package_id: number;
  facility_id: number;
}

export interface ProhealthHraTable {
  token: string;
  account_id: number;
  mobile_number: string;
  answers: string | null;
  recommended_package_id: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface ProhealthAppointmentDetailTable {
  order_id: number;
  package_id: number;
  package_name: string;
  facility_id: number;
  city_id: number;
  slot_id: number;
  appointment_start_utc: string;
  appointment_end_utc: string;
  slot_date: string;
  slot_time: string;
  fasting_hours: number;
  short_hra_link: string | null;
  booking_source: string;
  report_file_key: string | null;
  report_uploaded_at: string | null;
  /** Paise membership saved on this appointment (migration 0037). */
  circle_discount: ColumnType<number, number | undefined, number>;
}

export interface SymptomAssessmentTable {
  id: Generated<number>;
  account_id: number;
  patient_id: number;
  answers: string; // JSON StoredAnswer[]: the manual answers in the order asked
  revision: Generated<number>;
  status: string; // IN_PROGRESS | EMERGENCY | OUTCOME
  red_flag: string | null;
  triage: string | null;
  specialty_slug: string | null;
  outcome: string | null; // JSON: the conditions as shown when the check ended
  appointment_order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Positions the phlebotomist shared on the way, with the distance and ETA then (migration 0033). */
export interface DiagnosticOrderEtaHistoryTable {
  id: Generated<number>;
  order_id: number;
  phlebotomist_id: number;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
  distance_m: number;
  eta_minutes: number;
  recorded_at: string;
}

/** Migration 0031: employers and partner banks, by the partnerId a registered patient carries. */
export interface CorporateCompanyTable {
  partner_id: string;
  name: string;
  kind: string;
  email_domains: Generated<string>;
  discount_percent: number;
  benefits: string;
  is_active: Generated<number>;
}

export interface CorporateMemberTable {
  partner_id: string;
  member_id: string;
  member_kind: string;
  full_name: string;
}

export interface CorporateRegistrationTable {
  account_id: number;
  partner_id: string;
  method: string;
  company_email: string | null;
  member_id: string | null;
  country_code: string;
  mobile_number: string;
  terms_accepted_at: string;
  registered_at: string;
}

export interface CorporateEmailCodeTable {
  id: Generated<number>;
  account_id: number;
  partner_id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface VoucherCardTable {
  card_number: string;
  issuance_number: string;
  pin_hash: string;
  expires_on: string;
  value: number;
  issuer: string;
  redeemed_by: number | null;
  redeemed_at: string | null;
}

export interface CardApplicationTable {
  id: Generated<number>;
  account_id: number;
  country_code: string;
  mobile_number: string;
  status: string;
  data: string;
  pan_sealed: string | null;
  pan_masked: string | null;
  income_sealed: string | null;
  consent_at: string | null;
  application_ref_no: string | null;
  decision_reasons: Generated<string>;
  credit_limit: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  decided_at: string | null;
  activated_at: string | null;
}

/** Migration 0040: documents of a referred card application. */
export interface CardApplicationDocumentTable {
  id: Generated<number>;
  application_id: number;
  account_id: number;
  kind: string;
  file_name: string;
  content_type: string;
  bytes: number;
  file_key: string;
  sent_at: string | null;
  created_at: string;
}

export interface CardCompanyTable {
  name: string;
  category: string;
}
