/** POST /resources/health-records/claim: a guest record kept on this device moves into the signed-in account. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { claimGuestRecordAction } from "~/features/health-records/health-records.server";

export const action = ({ request }: ActionFunctionArgs) =>
  request.method === "POST" ? claimGuestRecordAction(request) : Response.json({ message: "Method not allowed" }, { status: 405 });

export const loader = () => Response.json({ message: "Method not allowed" }, { status: 405 });
