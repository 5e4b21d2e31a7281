export * from "./plans";
export * from "./circle-orders";
export * from "./membership";
export * from "./event-label";
export * from "./ops-memberships";
