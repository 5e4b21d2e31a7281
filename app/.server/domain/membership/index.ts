export * from "./plans";
export * from "./circle-orders";
export * from "./membership";
