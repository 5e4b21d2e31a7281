/** /chat-room/{appointmentId}: the consult room, as the patient or the doctor sees it. */
import { Link } from "@remix-run/react";
import { canCall, ROOM_PHASE_NOTES } from "~/lib/consult-room";
import type { ChatRoomPageData } from "./room.server";
import { useRoom } from "./use-room";
import { CallPanel } from "./CallPanel";
import { RoomChat } from "./RoomChat";

export function ConsultRoom({ room, messages, ice }: ChatRoomPageData) {
  const open = room.phase !== "NOT_OPEN";
  const conn = useRoom(room.appointmentId, room.role, messages, open);
  const otherName = room.role === "PATIENT" ? room.doctorName : room.patientName || "the patient";
  const back = room.role === "PATIENT" ? { to: `/appointments/${room.appointmentId}`, label: `← Appointment ${room.displayId}` } : { to: "/doctor", label: "← Today's appointments" };
  return (
    <div className="consult-page room-page">
      <p className="breadcrumb"><Link to={back.to}>{back.label}</Link></p>
      <h1 className="page-title">Consult room</h1>
      <p className="room-subtitle">
        {room.role === "PATIENT" ? `With ${room.doctorName}` : `With ${otherName}`} · {room.when}
      </p>
      {!open ? (
        <p role="status">Your consult room with {room.doctorName} opens at {room.opensAt}. {ROOM_PHASE_NOTES.NOT_OPEN}</p>
      ) : (
        <>
          {conn.joinError ? <p className="form-error" role="alert">{conn.joinError}</p> : null}
          <p className="room-connection" role="status">{conn.connected ? "Connected" : "Connecting…"}</p>
          {canCall(room.phase) ? <CallPanel appointmentId={room.appointmentId} role={room.role} ice={ice} socket={conn.socket} peer={conn.peer} otherName={otherName} /> : null}
          <RoomChat
            role={room.role}
            phase={room.phase}
            messages={conn.messages}
            names={{ PATIENT: room.patientName || "Patient", DOCTOR: room.doctorName }}
            ready={conn.connected && !conn.joinError}
            sendText={conn.sendText}
            sendFile={conn.sendFile}
          />
        </>
      )}
    </div>
  );
}
