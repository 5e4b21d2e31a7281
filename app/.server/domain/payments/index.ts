export * from "./payments";
export * from "./payable-kinds";
export * from "./netbanking";
