/** A radiology order's prescription, for the order's owner only (404 for anyone else). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { prescriptionDownload } from "~/features/radiology/radiology.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => prescriptionDownload(request, params.id);
