/** GET /resources/chat-room/{appointmentId}/files/{messageId}: a file of the conversation, for its two parties only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chatRoomFileLoader } from "~/features/consult/room/room.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => chatRoomFileLoader(request, params.appointmentId, params.messageId);
