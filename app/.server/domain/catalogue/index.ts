export * from "./catalogue-version";
export * from "./catalogue";
export * from "./item-details";
export * from "./listing";
export * from "./recommendations";
export * from "./search";
