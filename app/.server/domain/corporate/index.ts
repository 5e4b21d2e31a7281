export * from "./companies";
export * from "./registration";
export * from "./vouchers";
export * from "./ops-corporate";
