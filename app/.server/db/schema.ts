/** Kysely table types. JSON columns are stored as text so that SQLite and PostgreSQL share one schema. */
import type { Generated } from "kysely";

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
  user_status: string;
  application_ref_no: string | null;
  cta_text: string;
  sub_text: string;
  message: string;
  screen: string;
}

export interface RadiologyClinicTable {
  id: number;
  name: string;
  city_id: number;
  address: string;
  latitude: number;
  longitude: number;
  registration_fee: number;
  categories: string; // JSON string[]
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
  radiology_clinics: RadiologyClinicTable;
}
