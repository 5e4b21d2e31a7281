/** /health-records opens on the first of the spec's navs, Prescription. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/health-records/prescription${new URL(request.url).search}`);
