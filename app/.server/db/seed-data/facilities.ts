/**
 * Hospitals, clinics and diagnostic centres in the spec's six cities (Hyderabad, Chennai, Mumbai, Kolkata,
 * Bangalore, New Delhi). Ids 1–11 are the radiology clinics (same ids, same fees); ids are append-only.
 * Coordinates are the facilities' neighbourhoods. Opening hours are India time, one entry per session.
 */
import { CITY_ID } from "./cities";
import { radiologyClinics } from "./radiology";
import type { WeekDay } from "~/lib/slots";
import type { FacilityKind, FacilityService } from "../../domain/facilities/facilities";

export interface SeedFacility {
  id: number;
  slug: string;
  name: string;
  kind: FacilityKind;
  cityId: number;
  locality: string;
  address: string;
  pincode: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  registrationFee: number;
  services: FacilityService[];
  radiologyCategories: string[];
  departments: string[];
  openingHours: { weekDay: WeekDay; startTime: string; endTime: string }[];
}

const WEEK: WeekDay[] = ["MON", "TUE", "WED", "THU", "FRI", "SAT"];
const every = (days: WeekDay[], startTime: string, endTime: string) => days.map((weekDay) => ({ weekDay, startTime, endTime }));

/** Outpatient hours of a hospital: long weekdays, a Sunday morning. */
const HOSPITAL_HOURS = [...every(WEEK, "08:00", "20:00"), ...every(["SUN"], "09:00", "13:00")];
/** A neighbourhood clinic: a morning and an evening session, closed on Sunday. */
const CLINIC_HOURS = [...every(WEEK, "09:00", "13:00"), ...every(WEEK, "16:00", "20:00")];
/** A diagnostic centre: every day, early to late (fasting scans and tests start at 07:00). */
const CENTRE_HOURS = every([...WEEK, "SUN"], "07:00", "21:00");

const HOSPITAL_DEPARTMENTS = ["Cardiology", "Orthopaedics", "Neurology", "Gastroenterology", "Obstetrics & Gynaecology", "Paediatrics", "Radiology", "Nephrology"];
const CLINIC_DEPARTMENTS = ["General Medicine", "Paediatrics", "Dermatology", "ENT"];

const slugOf = (name: string) => name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const pincodeOf = (address: string) => address.match(/\b\d{6}\b/)?.[0] ?? null;

/** The radiology clinics, as facilities: hospitals also run health checks and outpatient consults. */
const radiologyFacilities: SeedFacility[] = radiologyClinics.map((c) => {
  const hospital = /hospital/i.test(c.name);
  return {
    id: c.id,
    slug: slugOf(c.name),
    name: c.name,
    kind: hospital ? "hospital" : "diagnostic_centre",
    cityId: c.cityId,
    locality: c.name.split(",")[1]?.trim() ?? "",
    address: c.address,
    pincode: pincodeOf(c.address),
    latitude: c.latitude,
    longitude: c.longitude,
    phone: null,
    registrationFee: c.registrationFee,
    services: hospital ? ["radiology", "health_checks", "consults"] : ["radiology", "lab_collection"],
    radiologyCategories: c.categories,
    departments: hospital ? HOSPITAL_DEPARTMENTS : ["Radiology", "Pathology"],
    openingHours: hospital ? HOSPITAL_HOURS : CENTRE_HOURS,
  };
});

type More = Omit<SeedFacility, "slug" | "pincode" | "openingHours" | "departments" | "radiologyCategories" | "registrationFee" | "phone"> &
  Partial<Pick<SeedFacility, "registrationFee" | "departments">>;

const more: More[] = [
  { id: 12, name: "Apollo Clinic, Manikonda", kind: "clinic", cityId: CITY_ID.HYDERABAD, locality: "Manikonda", address: "Plot 7, Panchavati Colony, Manikonda, Hyderabad 500089", latitude: 17.4035, longitude: 78.3867, services: ["consults", "lab_collection"] },
  { id: 13, name: "Apollo Hospitals, Secunderabad", kind: "hospital", cityId: CITY_ID.HYDERABAD, locality: "Secunderabad", address: "St John's Road, Secunderabad, Hyderabad 500003", latitude: 17.4399, longitude: 78.4983, services: ["health_checks", "consults"] },
  { id: 14, name: "Apollo Sugar Clinic, Madhapur", kind: "partner_clinic", cityId: CITY_ID.HYDERABAD, locality: "Madhapur", address: "Ayyappa Society Main Road, Madhapur, Hyderabad 500081", latitude: 17.4483, longitude: 78.3915, services: ["consults"], departments: ["Diabetology", "Endocrinology"] },
  { id: 15, name: "Apollo Clinic, Velachery", kind: "clinic", cityId: CITY_ID.CHENNAI, locality: "Velachery", address: "100 Feet Bypass Road, Velachery, Chennai 600042", latitude: 12.9815, longitude: 80.218, services: ["consults", "lab_collection"] },
  { id: 16, name: "Apollo Speciality Hospital, OMR", kind: "hospital", cityId: CITY_ID.CHENNAI, locality: "Perungudi", address: "Old Mahabalipuram Road, Perungudi, Chennai 600096", latitude: 12.9653, longitude: 80.2461, services: ["health_checks", "consults"] },
  { id: 17, name: "Apollo Clinic, Chembur", kind: "clinic", cityId: CITY_ID.MUMBAI, locality: "Chembur", address: "Sion-Trombay Road, Chembur, Mumbai 400071", latitude: 19.0522, longitude: 72.9005, services: ["consults", "lab_collection"] },
  { id: 18, name: "Apollo Spectra Hospital, Tardeo", kind: "hospital", cityId: CITY_ID.MUMBAI, locality: "Tardeo", address: "Famous Cine Labs, Tardeo Road, Mumbai 400034", latitude: 18.9712, longitude: 72.8125, services: ["health_checks", "consults"] },
  { id: 19, name: "Apollo Clinic, Salt Lake", kind: "clinic", cityId: CITY_ID.KOLKATA, locality: "Salt Lake", address: "DD-1, Sector 1, Salt Lake City, Kolkata 700064", latitude: 22.5867, longitude: 88.4171, services: ["consults", "lab_collection"] },
  { id: 20, name: "Apollo Diagnostics, Ballygunge", kind: "diagnostic_centre", cityId: CITY_ID.KOLKATA, locality: "Ballygunge", address: "Gariahat Road, Ballygunge, Kolkata 700019", latitude: 22.5253, longitude: 88.3659, services: ["radiology", "lab_collection"] },
  { id: 21, name: "Apollo Clinic, Koramangala", kind: "clinic", cityId: CITY_ID.BANGALORE, locality: "Koramangala", address: "80 Feet Road, 4th Block, Koramangala, Bangalore 560034", latitude: 12.9352, longitude: 77.6245, services: ["consults", "lab_collection"] },
  { id: 22, name: "Apollo Hospitals, Jayanagar", kind: "hospital", cityId: CITY_ID.BANGALORE, locality: "Jayanagar", address: "21/2 14th Cross, 3rd Block, Jayanagar, Bangalore 560011", latitude: 12.9308, longitude: 77.5838, services: ["health_checks", "consults"] },
  { id: 23, name: "Apollo Cradle, Whitefield", kind: "partner_clinic", cityId: CITY_ID.BANGALORE, locality: "Whitefield", address: "ITPL Main Road, Whitefield, Bangalore 560066", latitude: 12.9698, longitude: 77.7499, services: ["consults"], departments: ["Obstetrics & Gynaecology", "Paediatrics"] },
  { id: 24, name: "Apollo Clinic, Defence Colony", kind: "clinic", cityId: CITY_ID.NEW_DELHI, locality: "Defence Colony", address: "C-10, Defence Colony, New Delhi 110024", latitude: 28.5733, longitude: 77.2317, services: ["consults", "lab_collection"] },
  { id: 25, name: "Apollo Spectra Hospital, Kailash Colony", kind: "hospital", cityId: CITY_ID.NEW_DELHI, locality: "Kailash Colony", address: "A-6, Kailash Colony, New Delhi 110048", latitude: 28.5555, longitude: 77.2425, services: ["health_checks", "consults"] },
];

const hoursOf = (kind: FacilityKind) => (kind === "hospital" ? HOSPITAL_HOURS : kind === "diagnostic_centre" ? CENTRE_HOURS : CLINIC_HOURS);

export const facilities: SeedFacility[] = [
  ...radiologyFacilities,
  ...more.map((f) => ({
    ...f,
    slug: slugOf(f.name),
    pincode: pincodeOf(f.address),
    phone: null,
    registrationFee: f.registrationFee ?? (f.kind === "hospital" ? 150 : 0),
    radiologyCategories: f.services.includes("radiology") ? ["X-Ray", "Ultrasound"] : [],
    departments: f.departments ?? (f.kind === "hospital" ? HOSPITAL_DEPARTMENTS : CLINIC_DEPARTMENTS),
    openingHours: hoursOf(f.kind),
  })),
];
