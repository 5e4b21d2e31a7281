export * from "./accounts";
export * from "./addresses";
export * from "./otp";
export * from "./patients";
export * from "./roles";
