export * from "./cart";
