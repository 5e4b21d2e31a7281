/** GET /doctor/test-search?q=: the lab catalogue by name, for a case sheet's "tests advised" (doctors only). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { testSearchLoader } from "~/features/doctor/doctor.server";

export const loader = ({ request }: LoaderFunctionArgs) => testSearchLoader(request);
