export * from "./facilities";
