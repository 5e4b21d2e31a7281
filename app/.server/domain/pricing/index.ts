export * from "./coupons";
export * from "./pricing-service";
export * from "./pricing";
export * from "./radiology-pricing";
export * from "~/lib/member-price";
