/** POST: checkout's "Add a family member", done in a dialog; answers JSON and adds the new member to the cart. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { addPatientInPlace } from "~/features/cart/side-trips.server";

export const action = ({ request }: ActionFunctionArgs) => addPatientInPlace(request);
