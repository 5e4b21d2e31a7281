export * from "./payment-outcomes";
export * from "./payments";
