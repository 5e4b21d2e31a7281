/**
 * The consult room's call: one RTCPeerConnection between the patient's and the doctor's browsers. Signalling
 * (offer, answer, ICE candidates) goes through the room's socket; media goes browser to browser.
 *
 * Who starts: always the doctor. The doctor offers when both are in the room (and again when the patient's page is
 * a new one — a reload — or a side asks to try again); the patient answers every offer, replacing any older call.
 * One side starting means no "glare" (both offering at once). Each offer carries a call id; answers and candidates
 * of an older call are ignored.
 */
import type { RoomIceConfig, RoomRole } from "~/lib/consult-room";

export type CallState = "idle" | "waiting" | "connecting" | "connected" | "failed";

export interface CallSignal {
  type: "offer" | "answer" | "candidate" | "hangup" | "media" | "restart";
  callId?: string;
  sdp?: string;
  candidate?: RTCIceCandidateInit;
  audio?: boolean;
  video?: boolean;
}

export interface RoomCallEvents {
  signal(s: CallSignal): void;
  state(s: CallState): void;
  localStream(s: MediaStream | null): void;
  remoteStream(s: MediaStream | null): void;
  /** The camera or microphone could not be opened: the call goes on receiving, or the chat carries on alone. */
  mediaFailed(): void;
  peerMedia(m: { audio: boolean; video: boolean }): void;
}

const LOOPBACK = new Set(["127.0.0.1", "::1"]);
/** The connection address of an ICE candidate line ("candidate:… 1 udp 2122260223 127.0.0.1 50000 typ host"). */
export function candidateAddress(candidate: string): string | null {
  const parts = candidate.replace(/^a=/, "").split(/\s+/);
  return parts.length > 5 ? parts[4] : null;
}
export const isLoopbackHostCandidate = (candidate: string) => {
  const address = candidateAddress(candidate);
  return address != null && LOOPBACK.has(address) && /\btyp host\b/.test(candidate);
};

const newId = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, "");

export class RoomCall {
  private pc: RTCPeerConnection | null = null;
  private callId: string | null = null;
  private local: MediaStream | null = null;
  private pending: RTCIceCandidateInit[] = [];
  private closed = false;
  audioOnly = false;

  constructor(
    private readonly role: RoomRole,
    private readonly ice: RoomIceConfig,
    private readonly on: RoomCallEvents,
  ) {}

  private opening: Promise<void> | null = null;

  /** Opens the camera and microphone (or the microphone alone), once; on failure the call can still receive. */
  openMedia(): Promise<void> {
    this.opening ??= this.open();
    return this.opening;
  }

  private async open(): Promise<void> {
    if (this.local || this.closed) return;
    try {
      this.local = await navigator.mediaDevices.getUserMedia({ audio: true, video: !this.audioOnly });
    } catch {
      try {
        this.local = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
        this.audioOnly = true;
      } catch {
        this.local = null;
        this.on.mediaFailed();
      }
    }
    this.on.localStream(this.local);
  }

  private newConnection(callId: string, offerer: boolean): RTCPeerConnection {
    this.pc?.close();
    this.pending = [];
    this.callId = callId;
    const pc = new RTCPeerConnection({ iceServers: this.ice.iceServers });
    this.pc = pc;
    const remote = new MediaStream();
    pc.ontrack = (ev) => {
      if (pc !== this.pc) return;
      remote.addTrack(ev.track);
      this.on.remoteStream(remote);
    };
    pc.onicecandidate = (ev) => {
      if (pc !== this.pc || !ev.candidate || !ev.candidate.candidate) return;
      // Tests keep media on the machine: only loopback host candidates are ever offered.
      if (this.ice.loopbackOnly && !isLoopbackHostCandidate(ev.candidate.candidate)) return;
      this.on.signal({ type: "candidate", callId, candidate: ev.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === "connected") this.on.state("connected");
      else if (pc.connectionState === "failed") this.on.state("failed");
    };
    if (offerer) {
      const tracks = this.local?.getTracks() ?? [];
      for (const kind of ["audio", "video"] as const) {
        const track = tracks.find((t) => t.kind === kind);
        // Always both kinds of transceiver: a side without a camera (or audio only) still receives the other's video.
        if (track) pc.addTransceiver(track, { direction: "sendrecv", streams: [this.local!] });
        else pc.addTransceiver(kind, { direction: "recvonly" });
      }
    }
    this.on.state("connecting");
    return pc;
  }

  /**
   * The answering side sends on the transceivers the offer made (setRemoteDescription creates them): transceivers
   * added before it would not belong to the offer's media sections, and nothing would be sent.
   */
  private async attachLocalTracks(pc: RTCPeerConnection) {
    for (const t of pc.getTransceivers()) {
      const track = this.local?.getTracks().find((l) => l.kind === t.receiver.track.kind) ?? null;
      if (track) {
        await t.sender.replaceTrack(track);
        t.sender.setStreams?.(this.local!);
        t.direction = "sendrecv";
      } else t.direction = "recvonly";
    }
  }

  private stripCandidates(sdp: string): string {
    if (!this.ice.loopbackOnly) return sdp;
    return sdp
      .split("\r\n")
      .filter((l) => !l.startsWith("a=candidate:") || isLoopbackHostCandidate(l))
      .join("\r\n");
  }

  /** The doctor's side: a new call to the patient now in the room. */
  async start(): Promise<void> {
    if (this.role !== "DOCTOR" || this.closed) return;
    await this.openMedia();
    const pc = this.newConnection(newId(), true);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.on.signal({ type: "offer", callId: this.callId!, sdp: this.stripCandidates(offer.sdp ?? "") });
  }

  /** Either side asks for the call to be set up again ("Try again"). */
  async retry(): Promise<void> {
    if (this.role === "DOCTOR") await this.start();
    else {
      this.on.state("connecting");
      this.on.signal({ type: "restart" });
    }
  }

  get isConnected() {
    return this.pc?.connectionState === "connected";
  }

  async handle(s: CallSignal): Promise<void> {
    if (this.closed) return;
    if (s.type === "offer" && this.role === "PATIENT" && s.callId && s.sdp) {
      await this.openMedia();
      const pc = this.newConnection(s.callId, false);
      await pc.setRemoteDescription({ type: "offer", sdp: s.sdp });
      await this.attachLocalTracks(pc);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      this.on.signal({ type: "answer", callId: s.callId, sdp: this.stripCandidates(answer.sdp ?? "") });
      await this.flush();
    } else if (s.type === "answer" && this.role === "DOCTOR" && s.callId === this.callId && s.sdp && this.pc) {
      await this.pc.setRemoteDescription({ type: "answer", sdp: s.sdp });
      await this.flush();
    } else if (s.type === "candidate" && s.callId === this.callId && s.candidate) {
      if (this.ice.loopbackOnly && !isLoopbackHostCandidate(s.candidate.candidate ?? "")) return;
      this.pending.push(s.candidate);
      if (this.pc?.remoteDescription) await this.flush();
    } else if (s.type === "restart" && this.role === "DOCTOR") {
      await this.start();
    } else if (s.type === "hangup") {
      this.endCall("waiting");
    } else if (s.type === "media") {
      this.on.peerMedia({ audio: s.audio !== false, video: s.video !== false });
    }
  }

  private async flush() {
    const pc = this.pc;
    if (!pc?.remoteDescription) return;
    const queued = this.pending;
    this.pending = [];
    for (const c of queued) await pc.addIceCandidate(c).catch(() => {});
  }

  /** The other side left: this call is over until they come back. */
  endCall(next: CallState = "waiting") {
    this.pc?.close();
    this.pc = null;
    this.callId = null;
    this.on.remoteStream(null);
    this.on.state(next);
  }

  setMuted(muted: boolean) {
    for (const t of this.local?.getAudioTracks() ?? []) t.enabled = !muted;
    this.sendMedia();
  }

  setCameraOff(off: boolean) {
    for (const t of this.local?.getVideoTracks() ?? []) t.enabled = !off;
    this.sendMedia();
  }

  /** Audio only: the camera is released (its light goes off) and no video is sent; back again on request. */
  async setAudioOnly(audioOnly: boolean) {
    this.audioOnly = audioOnly;
    const sender = this.pc?.getTransceivers().find((t) => t.receiver.track.kind === "video")?.sender ?? null;
    if (audioOnly) {
      for (const t of this.local?.getVideoTracks() ?? []) {
        t.stop();
        this.local?.removeTrack(t);
      }
      await sender?.replaceTrack(null);
    } else {
      try {
        const cam = await navigator.mediaDevices.getUserMedia({ video: true });
        const track = cam.getVideoTracks()[0];
        if (!this.local) this.local = new MediaStream();
        this.local.addTrack(track);
        await sender?.replaceTrack(track);
      } catch {
        this.audioOnly = true;
        this.on.mediaFailed();
      }
    }
    this.on.localStream(this.local);
    this.sendMedia();
  }

  private sendMedia() {
    const audio = (this.local?.getAudioTracks() ?? []).some((t) => t.enabled);
    const video = !this.audioOnly && (this.local?.getVideoTracks() ?? []).some((t) => t.enabled && t.readyState === "live");
    if (this.callId) this.on.signal({ type: "media", callId: this.callId, audio, video });
  }

  close() {
    this.closed = true;
    this.pc?.close();
    this.pc = null;
    for (const t of this.local?.getTracks() ?? []) t.stop();
    this.local = null;
  }
}
