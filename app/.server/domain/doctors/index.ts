export * from "./doctors";
export * from "./listing";
export * from "./clinics";
export * from "./search";
export * from "./availability";
