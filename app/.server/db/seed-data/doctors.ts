/**
 * Seed specialties (those on the consult home screen), the conditions they treat, their procedures, and 80
 * doctors across them and the spec's six cities. Deterministic: names, fees and hours follow from each doctor's
 * position. Registration numbers follow each state council's format but start with 99 and do not belong to
 * anyone (sample data). The four doctors the screen shows by name keep the screen's facts.
 */
import { CITY_ID } from "./cities";
import { facilities } from "./facilities";
import type { OpeningHours, WeekDay } from "~/.server/domain/scheduling/availability";

export interface SeedSpecialty {
  slug: string;
  name: string;
  description: string;
  conditions: [slug: string, name: string][];
  procedures: [slug: string, name: string][];
}

export const SEED_SPECIALTIES: SeedSpecialty[] = [
  { slug: "general-physician", name: "General Physician", description: "First doctor for fever, infections, cough and cold, blood pressure and everyday health worries; refers you on when a specialist is needed.", conditions: [["fever", "Fever"], ["cough-cold", "Cough & Cold"], ["headache", "Headache"], ["kidney-disease", "Kidney Disease"], ["hypertension", "Hypertension"], ["migraine", "Migraine"], ["asthma", "Asthma"]], procedures: [["annual-health-check", "Annual Health Check"]] },
  { slug: "dermatology", name: "Dermatology", description: "Skin, hair and nail conditions: acne, eczema, psoriasis, hair fall, pigmentation and skin allergies.", conditions: [["acne", "Acne"], ["eczema", "Eczema"], ["hair-fall", "Hair Fall"], ["psoriasis", "Psoriasis"]], procedures: [["chemical-peel", "Chemical Peel"], ["laser-hair-removal", "Laser Hair Removal"]] },
  { slug: "paediatrics", name: "Paediatrics", description: "Health of newborns, children and teenagers: growth, vaccination, fevers, feeding and development.", conditions: [["child-fever", "Fever in Children"], ["childhood-asthma", "Childhood Asthma"]], procedures: [["child-vaccination", "Child Vaccination"]] },
  { slug: "obstetrics-and-gynaecology", name: "Obstetrics & Gynaecology", description: "Pregnancy care, periods, PCOS, fertility, menopause and women's health.", conditions: [["pcos", "PCOS"], ["irregular-periods", "Irregular Periods"]], procedures: [["normal-delivery", "Normal Delivery"], ["hysterectomy", "Hysterectomy"]] },
  { slug: "orthopaedics", name: "Orthopaedics", description: "Bones, joints, muscles and spine: back pain, arthritis, fractures and sports injuries.", conditions: [["back-pain", "Back Pain"], ["arthritis", "Arthritis"]], procedures: [["knee-replacement", "Knee Replacement"], ["arthroscopy", "Arthroscopy"]] },
  { slug: "cardiology", name: "Cardiology", description: "Heart and blood vessels: chest pain, heart disease, high blood pressure and palpitations.", conditions: [["heart-disease", "Heart Disease"], ["palpitations", "Palpitations"]], procedures: [["angioplasty", "Angioplasty"], ["echocardiography", "Echocardiography"]] },
  { slug: "psychiatry", name: "Psychiatry", description: "Mental health: anxiety, depression, sleep problems, addiction and stress.", conditions: [["anxiety", "Anxiety"], ["depression", "Depression"], ["insomnia", "Insomnia"]], procedures: [["cognitive-behavioural-therapy", "Cognitive Behavioural Therapy"]] },
  { slug: "ent", name: "ENT", description: "Ear, nose and throat: sinusitis, ear infections, tonsils, hearing loss and allergies.", conditions: [["sinusitis", "Sinusitis"], ["ear-infection", "Ear Infection"]], procedures: [["tonsillectomy", "Tonsillectomy"], ["septoplasty", "Septoplasty"]] },
  { slug: "gastroenterology", name: "Gastroenterology", description: "Stomach, intestine and liver: acidity, stomach pain, IBS, fatty liver and jaundice.", conditions: [["stomach-pain", "Stomach Pain"], ["acidity", "Acidity"], ["fatty-liver", "Fatty Liver"]], procedures: [["endoscopy", "Endoscopy"], ["colonoscopy", "Colonoscopy"]] },
  { slug: "diabetology", name: "Diabetology", description: "Diabetes and hormones: blood sugar control, thyroid problems and obesity.", conditions: [["diabetes", "Diabetes"], ["thyroid", "Thyroid"]], procedures: [["insulin-therapy", "Insulin Therapy Planning"]] },
];

interface SeedCityCouncil {
  cityId: number;
  language: string;
  council: string;
  registration: (n: number) => string;
}

/** The six cities and the state council that registers their doctors (formats as each council prints them). */
const CITIES: SeedCityCouncil[] = [
  { cityId: CITY_ID.HYDERABAD, language: "Telugu", council: "Telangana State Medical Council", registration: (n) => `TSMC/FMR/99${String(n).padStart(3, "0")}` },
  { cityId: CITY_ID.BANGALORE, language: "Kannada", council: "Karnataka Medical Council", registration: (n) => `KMC-99${String(n).padStart(3, "0")}` },
  { cityId: CITY_ID.CHENNAI, language: "Tamil", council: "Tamil Nadu Medical Council", registration: (n) => `TNMC 99${String(n).padStart(3, "0")}` },
  { cityId: CITY_ID.MUMBAI, language: "Marathi", council: "Maharashtra Medical Council", registration: (n) => `MMC 2009/03/99${String(n).padStart(3, "0")}` },
  { cityId: CITY_ID.KOLKATA, language: "Bengali", council: "West Bengal Medical Council", registration: (n) => `WBMC-99${String(n).padStart(3, "0")}` },
  { cityId: CITY_ID.NEW_DELHI, language: "Punjabi", council: "Delhi Medical Council", registration: (n) => `DMC/R/99${String(n).padStart(3, "0")}` },
];

const FEMALE = ["Anjali", "Farah", "Priya", "Kavitha", "Meera", "Sneha", "Lakshmi", "Nandini", "Ayesha", "Divya", "Pooja", "Radhika", "Sunita", "Deepa", "Shalini", "Swati", "Revathi", "Ishita", "Madhuri", "Neha"];
const MALE = ["Ramesh Kumar", "Venkat", "Arjun", "Suresh", "Rahul", "Imran", "Karthik", "Sanjay", "Vikram", "Anil", "Rohit", "Siddharth", "Prakash", "Manoj", "Harish", "Naveen", "Aditya", "Gautam", "Rajesh", "Abhishek"];
const SURNAMES = ["Reddy", "Sharma", "Iyer", "Banerjee", "Rao", "Menon", "Patil", "Gupta", "Nair", "Mukherjee", "Kulkarni", "Chatterjee", "Joshi", "Pillai", "Verma", "Desai", "Bose", "Naidu", "Kapoor", "Hegde"];

const DEGREES: Record<string, string> = {
  "general-physician": "MBBS, MD (General Medicine)",
  dermatology: "MBBS, MD (Dermatology, Venereology & Leprosy)",
  paediatrics: "MBBS, MD (Paediatrics)",
  "obstetrics-and-gynaecology": "MBBS, MS (Obstetrics & Gynaecology)",
  orthopaedics: "MBBS, MS (Orthopaedics)",
  cardiology: "MBBS, MD (Medicine), DM (Cardiology)",
  psychiatry: "MBBS, MD (Psychiatry)",
  ent: "MBBS, MS (ENT)",
  gastroenterology: "MBBS, MD (Medicine), DM (Gastroenterology)",
  diabetology: "MBBS, MD (Medicine), Fellowship in Diabetology",
};

const WEEKDAYS: WeekDay[] = ["MON", "TUE", "WED", "THU", "FRI", "SAT"];
const everyDay: WeekDay[] = ["SUN", ...WEEKDAYS];
const session = (days: WeekDay[], startTime: string, endTime: string): OpeningHours[] => days.map((weekDay) => ({ weekDay, startTime, endTime }));

export interface SeedDoctor {
  slug: string;
  name: string;
  specialtySlug: string;
  qualifications: string;
  registrationNumber: string;
  registrationCouncil: string;
  experienceYears: number;
  languages: string[];
  gender: "MALE" | "FEMALE";
  feeOnline: number; // paise
  feeClinic: number; // paise
  onlineHours: OpeningHours[];
  rating: number;
  reviewCount: number;
  bio: string;
  cityId: number;
  /** Facilities the doctor sees patients at, with the doctor's hours there. */
  clinics: { facilityId: number; hours: OpeningHours[] }[];
}

/**
 * The demo doctors' Circle member fee: 15% off the fee, down to a whole ₹10 (₹499 → ₹420). Real fees are each
 * doctor's own; this rule only makes the seed's.
 */
export const circleConsultFee = (feePaise: number) => Math.floor((feePaise * 85) / 100 / 1000) * 1000;

export const slugOfDoctor = (name: string) =>
  name
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The doctors the consult screen names, with the screen's specialty, experience and fee. */
const NAMED: Record<number, { first: string; surname: string; gender: "MALE" | "FEMALE"; years: number; fee: number }> = {
  0: { first: "Ramesh Kumar", surname: "Reddy", gender: "MALE", years: 18, fee: 499 },
  1: { first: "Anjali", surname: "Sharma", gender: "FEMALE", years: 14, fee: 599 },
  2: { first: "Farah", surname: "Khan", gender: "FEMALE", years: 12, fee: 650 },
  4: { first: "Venkat", surname: "Rao", gender: "MALE", years: 21, fee: 799 },
};

/** Facilities offering consults, by city, in id order. */
const consultFacilities = (cityId: number) => facilities.filter((f) => f.cityId === cityId && f.services.includes("consults")).sort((a, b) => a.id - b.id);

/**
 * A doctor's clinic hours: one session inside the facility's own hours — mornings at a clinic or the hospital's
 * OPD, or evenings — three or six days a week. Every ninth doctor consults online only.
 */
function clinicsOf(i: number, cityId: number): SeedDoctor["clinics"] {
  const places = consultFacilities(cityId);
  if (!places.length || (i % 9 === 8 && NAMED[i] == null)) return [];
  const facility = places[i % places.length];
  const days: WeekDay[] = i % 3 === 0 ? ["MON", "WED", "FRI"] : i % 3 === 1 ? ["TUE", "THU", "SAT"] : WEEKDAYS;
  const hours = i % 2 === 0 ? session(days, "10:00", "13:00") : session(days, "17:00", "20:00");
  return [{ facilityId: facility.id, hours: NAMED[i] ? session(WEEKDAYS, "10:00", "13:00").concat(session(WEEKDAYS, "17:00", "20:00")) : hours }];
}

function seedDoctor(i: number): SeedDoctor {
  const specialty = SEED_SPECIALTIES[i % SEED_SPECIALTIES.length];
  const city = CITIES[Math.floor(i / SEED_SPECIALTIES.length) % CITIES.length];
  const named = NAMED[i];
  const gender = named?.gender ?? (i % 3 === 1 ? "FEMALE" : i % 2 === 0 ? "MALE" : "FEMALE");
  const first = named?.first ?? (gender === "FEMALE" ? FEMALE : MALE)[(i * 7) % 20];
  const surname = named?.surname ?? SURNAMES[(i * 11 + 3) % 20];
  const name = `Dr. ${first} ${surname}`;
  const years = named?.years ?? 4 + ((i * 13) % 27);
  const feeOnline = (named?.fee ?? 299 + ((i * 37) % 8) * 100) * 100;
  const feeClinic = feeOnline + 20000;
  // GPs and a paediatrician near the top consult online round the clock; others hold a morning or an evening
  // session (some weekends too); every seventh doctor sees patients in the clinic only.
  const onlineHours =
    specialty.slug === "general-physician" && i % 20 === 0
      ? session(everyDay, "00:00", "24:00")
      : i % 7 === 6
        ? []
        : i % 2 === 0
          ? session(i % 4 === 0 ? everyDay : WEEKDAYS, "09:00", "13:00")
          : session(WEEKDAYS, "17:00", "21:00");
  if (named && i === 2) onlineHours.splice(0, onlineHours.length, ...session(everyDay, "08:00", "22:00"));
  return {
    slug: slugOfDoctor(name),
    name,
    specialtySlug: specialty.slug,
    qualifications: DEGREES[specialty.slug],
    registrationNumber: city.registration(i + 1),
    registrationCouncil: city.council,
    experienceYears: years,
    languages: ["English", "Hindi", city.language].filter((l, k, all) => all.indexOf(l) === k),
    gender,
    feeOnline,
    feeClinic,
    onlineHours,
    rating: Math.round((3.8 + ((i * 17) % 12) / 10) * 10) / 10,
    reviewCount: 20 + ((i * 53) % 480),
    bio: `${name} is a ${specialty.name.toLowerCase()} specialist with ${years} years of experience. ${specialty.description}`,
    cityId: city.cityId,
    clinics: clinicsOf(i, city.cityId),
  };
}

/** Two doctors of one name get distinct slugs, the later one with its city's council number. */
function uniqueSlugs(doctors: SeedDoctor[]): SeedDoctor[] {
  const seen = new Set<string>();
  return doctors.map((d) => {
    const slug = seen.has(d.slug) ? `${d.slug}-${d.registrationNumber.replace(/\D/g, "").slice(-3)}` : d.slug;
    seen.add(slug);
    return { ...d, slug };
  });
}

export const SEED_DOCTORS: SeedDoctor[] = uniqueSlugs(Array.from({ length: 80 }, (_, i) => seedDoctor(i)));
