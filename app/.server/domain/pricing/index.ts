export * from "./coupons";
export * from "./pricing-service";
export * from "./pricing";
