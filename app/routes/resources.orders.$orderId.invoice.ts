/** GET the invoice PDF of an order: its owner or lab staff only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoiceDownload } from "~/.server/ops/order-downloads";

export const loader = ({ request, params }: LoaderFunctionArgs) => invoiceDownload(request, params.orderId);
