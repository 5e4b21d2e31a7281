export * from "./order-kinds";
export * from "./order-header";
export * from "./order-bill";
export * from "./order-lifecycle";
export * from "./orders-store";
export * from "./orders";
