export * from "./knowledge-base";
export * from "./sources";
export * from "./engine";
export * from "./assessments";
