/**
 * The call part of the room: the other side's video, one's own picture, and the controls (mute, camera off, audio
 * only, try again). When the camera or microphone cannot be opened, or the connection fails, it says so in the
 * spec's words and the chat below carries on.
 */
import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { DOCTOR_CALL_ERROR_MESSAGE, DOCTOR_CALL_WAITING_MESSAGE, type RoomIceConfig, type RoomRole } from "~/lib/consult-room";
import { RoomCall, type CallSignal, type CallState } from "./room-call.client";
import type { Peer } from "./use-room";

interface Props {
  appointmentId: number;
  role: RoomRole;
  ice: RoomIceConfig;
  socket: Socket | null;
  peer: Peer;
  otherName: string;
}

/**
 * A video of a stream. Browsers refuse to start a video with sound on a page nobody has touched yet (a doctor who
 * opened the room from a link): it then plays muted, and a button turns the sound on.
 */
function Video({ stream, muted, label, testId }: { stream: MediaStream | null; muted: boolean; label: string; testId: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [silenced, setSilenced] = useState(false);
  useEffect(() => {
    const v = ref.current;
    if (!v || v.srcObject === stream) return;
    v.srcObject = stream;
    if (!stream) return;
    v.play().catch(() => {
      v.muted = true;
      setSilenced(true);
      void v.play().catch(() => {});
    });
  }, [stream]);
  const unmute = () => {
    const v = ref.current;
    if (!v) return;
    v.muted = false;
    setSilenced(false);
    void v.play().catch(() => {});
  };
  return (
    <>
      <video ref={ref} className={`room-video room-video-${testId}`} data-testid={testId} autoPlay playsInline muted={muted} aria-label={label} />
      {silenced && !muted ? (
        <button type="button" className="btn-primary room-unmute" onClick={unmute}>
          Turn on sound
        </button>
      ) : null}
    </>
  );
}

export function CallPanel({ appointmentId, role, ice, socket, peer, otherName }: Props) {
  const [state, setState] = useState<CallState>("waiting");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [mediaFailed, setMediaFailed] = useState(false);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [audioOnly, setAudioOnly] = useState(false);
  const [peerVideo, setPeerVideo] = useState(true);
  const call = useRef<RoomCall | null>(null);
  const peerSessionSeen = useRef<string | null>(null);

  // One call object per socket; signalling in and out of it goes through the room's socket.
  useEffect(() => {
    if (!socket) return;
    const c = new RoomCall(role, ice, {
      signal: (s: CallSignal) => socket.emit("rtc:signal", { appointmentId, ...s }),
      state: setState,
      localStream: (s) => setLocal(s ? new MediaStream(s.getTracks()) : null),
      remoteStream: (s) => setRemote(s ? new MediaStream(s.getTracks()) : null),
      mediaFailed: () => setMediaFailed(true),
      peerMedia: (m) => setPeerVideo(m.video),
    });
    call.current = c;
    void c.openMedia();
    const onSignal = (s: CallSignal & { appointmentId: number; from: RoomRole }) => {
      if (s.appointmentId !== appointmentId || s.from === role) return;
      c.handle(s).catch(() => setState("failed"));
    };
    socket.on("rtc:signal", onSignal);
    return () => {
      socket.off("rtc:signal", onSignal);
      c.close();
      call.current = null;
    };
  }, [socket, role, ice, appointmentId]);

  // The doctor calls when the patient is in the room, and again when the patient's page is a new one.
  useEffect(() => {
    const c = call.current;
    if (!c) return;
    if (!peer) {
      peerSessionSeen.current = null;
      c.endCall("waiting");
      return;
    }
    if (role !== "DOCTOR") return;
    if (peerSessionSeen.current === peer.peerSession && c.isConnected) return;
    peerSessionSeen.current = peer.peerSession;
    c.start().catch(() => setState("failed"));
  }, [peer, role]);

  const failed = state === "failed";
  const connected = state === "connected";
  const waitingText = role === "PATIENT" ? DOCTOR_CALL_WAITING_MESSAGE : `Waiting for ${otherName} to join the room.`;

  return (
    <section className="room-call" aria-labelledby="room-call-title">
      <h2 id="room-call-title" className="visually-hidden">Video call</h2>
      <div className="room-stage">
        <Video stream={remote} muted={false} label={`${otherName}'s video`} testId="remote-video" />
        {!connected ? <p className="room-stage-note" role="status">{failed ? "" : waitingText}</p> : null}
        {connected && !peerVideo ? <p className="room-stage-note" role="status">{otherName} has turned the camera off.</p> : null}
        <Video stream={local} muted label="Your video" testId="local-video" />
      </div>
      {failed || mediaFailed ? (
        <div className="room-call-error" role="alert">
          <p>{DOCTOR_CALL_ERROR_MESSAGE}</p>
          {mediaFailed ? <p>Your camera or microphone could not be opened. You can still chat below.</p> : null}
          <button type="button" className="btn-secondary" onClick={() => { setMediaFailed(false); void call.current?.retry(); }}>Try again</button>
        </div>
      ) : null}
      <div className="room-controls" role="group" aria-label="Call controls">
        <button type="button" className="btn-secondary" aria-pressed={muted} onClick={() => { setMuted(!muted); call.current?.setMuted(!muted); }}>
          {muted ? "Unmute" : "Mute"}
        </button>
        <button type="button" className="btn-secondary" aria-pressed={cameraOff} disabled={audioOnly} onClick={() => { setCameraOff(!cameraOff); call.current?.setCameraOff(!cameraOff); }}>
          {cameraOff ? "Camera on" : "Camera off"}
        </button>
        <button type="button" className="btn-secondary" aria-pressed={audioOnly} onClick={() => { setAudioOnly(!audioOnly); void call.current?.setAudioOnly(!audioOnly); }}>
          {audioOnly ? "Switch to video" : "Switch to audio only"}
        </button>
      </div>
    </section>
  );
}
