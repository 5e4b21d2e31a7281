/** POST: checkout's "Add an address", done in a dialog; answers JSON and makes it the collection address. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { addAddressInPlace } from "~/features/cart/side-trips.server";

export const action = ({ request }: ActionFunctionArgs) => addAddressInPlace(request);
