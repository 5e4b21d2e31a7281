export * from "./order-kinds";
export * from "./order-header";
export * from "./order-bill";
export * from "./centre-reports";
