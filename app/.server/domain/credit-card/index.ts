export * from "./credit-card";
export * from "./applications";
export * from "./bank-provider";
export * from "./documents";
