export * from "./availability";
export * from "./resource";
export * from "./slots";
export * from "./diagnostic-slots";
export * from "./reschedule-slots";
