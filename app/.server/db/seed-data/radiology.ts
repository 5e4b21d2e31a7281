/**
 * Radiology clinics for the city and clinic selection modals ("Radiology screens use city and clinic
 * selection modals. Each user can choose a city, then a clinic"). Deterministic; ids are append-only.
 * Coordinates are the clinics' neighbourhoods; registration fees are whole rupees.
 */
import { CITY_ID } from "./cities";

export interface SeedRadiologyClinic {
  id: number;
  name: string;
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
  registrationFee: number;
  categories: string[];
}

const ALL = ["MRI", "CT Scan", "X-Ray", "Ultrasound"];
const BASIC = ["X-Ray", "Ultrasound"];

export const radiologyClinics: SeedRadiologyClinic[] = [
  { id: 1, name: "Apollo Hospitals, Jubilee Hills", cityId: CITY_ID.HYDERABAD, address: "Film Nagar, Jubilee Hills, Hyderabad 500033", latitude: 17.415, longitude: 78.4116, registrationFee: 150, categories: ALL },
  { id: 2, name: "Apollo Diagnostics, Kukatpally", cityId: CITY_ID.HYDERABAD, address: "KPHB Colony Road No. 1, Kukatpally, Hyderabad 500072", latitude: 17.4849, longitude: 78.3897, registrationFee: 100, categories: BASIC },
  { id: 3, name: "Apollo Spectra, Kondapur", cityId: CITY_ID.HYDERABAD, address: "Botanical Garden Road, Kondapur, Hyderabad 500084", latitude: 17.4691, longitude: 78.3578, registrationFee: 100, categories: ["CT Scan", "X-Ray", "Ultrasound"] },
  { id: 4, name: "Apollo Hospitals, Greams Road", cityId: CITY_ID.CHENNAI, address: "21 Greams Lane, Off Greams Road, Chennai 600006", latitude: 13.0633, longitude: 80.2518, registrationFee: 150, categories: ALL },
  { id: 5, name: "Apollo Diagnostics, Anna Nagar", cityId: CITY_ID.CHENNAI, address: "2nd Avenue, Anna Nagar, Chennai 600040", latitude: 13.085, longitude: 80.2101, registrationFee: 100, categories: BASIC },
  { id: 6, name: "Apollo Hospitals, Navi Mumbai", cityId: CITY_ID.MUMBAI, address: "Plot 13, Sector 23, CBD Belapur, Navi Mumbai 400614", latitude: 19.0213, longitude: 73.0366, registrationFee: 200, categories: ALL },
  { id: 7, name: "Apollo Diagnostics, Andheri West", cityId: CITY_ID.MUMBAI, address: "Lokhandwala Complex, Andheri West, Mumbai 400053", latitude: 19.1416, longitude: 72.8252, registrationFee: 150, categories: ["CT Scan", "X-Ray", "Ultrasound"] },
  { id: 8, name: "Apollo Multispeciality Hospitals, Kolkata", cityId: CITY_ID.KOLKATA, address: "58 Canal Circular Road, Kadapara, Kolkata 700054", latitude: 22.5741, longitude: 88.4013, registrationFee: 150, categories: ALL },
  { id: 9, name: "Apollo Hospitals, Bannerghatta Road", cityId: CITY_ID.BANGALORE, address: "154/11 Bannerghatta Road, Bangalore 560076", latitude: 12.8961, longitude: 77.5986, registrationFee: 150, categories: ALL },
  { id: 10, name: "Apollo Diagnostics, Indiranagar", cityId: CITY_ID.BANGALORE, address: "100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore 560038", latitude: 12.9784, longitude: 77.6408, registrationFee: 100, categories: BASIC },
  { id: 11, name: "Indraprastha Apollo Hospitals, Sarita Vihar", cityId: CITY_ID.NEW_DELHI, address: "Mathura Road, Sarita Vihar, New Delhi 110076", latitude: 28.5408, longitude: 77.2834, registrationFee: 200, categories: ALL },
];
