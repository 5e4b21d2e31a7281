/**
 * /chat-room/{appointmentId}: the consult room, for the appointment's patient and its doctor. Chat and call
 * signalling run on the room's socket; video is WebRTC between the two browsers (see features/consult/room).
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { chatRoomLoader, type ChatRoomPageData } from "~/features/consult/room/room.server";
import { ConsultRoom } from "~/features/consult/room/ConsultRoom";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";
import roomStyles from "~/features/consult/room/room.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: consultStyles },
  { rel: "stylesheet", href: roomStyles },
];
export const meta: MetaFunction = () => [{ title: "Consult room | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request, params }: LoaderFunctionArgs) => chatRoomLoader(request, params.appointmentId);

export default function ChatRoom() {
  const data = useLoaderData<ChatRoomPageData>();
  // A new room (another appointment) is a new connection and a new call.
  return <ConsultRoom key={data.room.appointmentId} {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
