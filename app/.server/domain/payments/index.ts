export * from "./payments";
export * from "./payable-kinds";
