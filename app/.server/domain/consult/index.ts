export * from "./consult-kind";
export * from "./booking";
export * from "./appointments";
export * from "./case-sheets";
export * from "./doctor-day";
export * from "./feedback";
export * from "./post-consult";
export * from "./room";
