/** /order-details without an id: the orders list. */
import { redirect } from "@remix-run/node";

export const loader = () => redirect("/orders");
