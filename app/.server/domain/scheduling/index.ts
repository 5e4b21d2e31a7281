export * from "./diagnostic-slots";
export * from "./reschedule-slots";
export * from "./slots";
