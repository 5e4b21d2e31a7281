/** The city and clinic selection modals' data and choices for the caller's radiology cart (account or visitor). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { selectionAction, selectionLoader } from "~/features/radiology/radiology-cart.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await selectionLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request }: ActionFunctionArgs) => selectionAction(request);
