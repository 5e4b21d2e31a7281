/** The health-check report PDF, for the appointment's owner only (404 for anyone else, and until it is ready). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportDownload } from "~/features/prohealth/prohealth.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => reportDownload(request, params.id);
