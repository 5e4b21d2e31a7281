export * from "./credit-card";
