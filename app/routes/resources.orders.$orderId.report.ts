/** GET the lab report PDF of an order: its owner or lab staff only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportDownload } from "~/.server/ops/order-downloads";

export const loader = ({ request, params }: LoaderFunctionArgs) => reportDownload(request, params.orderId);
