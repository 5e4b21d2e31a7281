export * from "./companies";
export * from "./registration";
export * from "./vouchers";
