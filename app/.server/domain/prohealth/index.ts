export * from "./prohealth-catalogue";
export * from "./prohealth-slots";
export * from "./prohealth-kind";
export * from "./prohealth-booking";
export * from "./prohealth-appointments";
export * from "./prohealth-hra";
