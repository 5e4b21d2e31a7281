export * from "./consult-kind";
export * from "./booking";
export * from "./appointments";
export * from "./room";
