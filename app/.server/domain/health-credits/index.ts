export * from "./health-credits";
