export * from "./radiology";
