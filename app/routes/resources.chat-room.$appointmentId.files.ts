/** POST /resources/chat-room/{appointmentId}/files: a file sent in the consult room's chat (see room.server.ts). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { chatRoomFileAction } from "~/features/consult/room/room.server";

export const action = ({ request, params }: ActionFunctionArgs) => chatRoomFileAction(request, params.appointmentId);
export const loader = () => Response.json({ message: "Method not allowed" }, { status: 405 });
