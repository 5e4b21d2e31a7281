export * from "./location";
export * from "./serviceability";
