export * from "./radiology";
export * from "./radiology-items";
export * from "./radiology-clinic-slots";
export * from "./radiology-orders";
export * from "./radiology-booking";
export * from "./radiology-order-actions";
export * from "./radiology-cart";
export * from "./radiology-cart-store";
