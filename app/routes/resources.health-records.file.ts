/** GET a health record's file through the expiring, owner-only link of fetchBlobURLWithPRISMData. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordFileDownload } from "~/features/health-records/health-records.server";

export const loader = ({ request }: LoaderFunctionArgs) => recordFileDownload(request);
