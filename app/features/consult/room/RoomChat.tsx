/**
 * The room's conversation: every stored message (a reload or another device shows them all), with "Sent",
 * "Delivered" and "Read" on one's own; a text box and a file picker while messages may be sent (the consult and
 * its 7-day follow-up), a note once the room is read-only.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { canSendMessages, MESSAGE_TEXT_MAX_LENGTH, ROOM_PHASE_NOTES, type RoomMessage, type RoomPhase, type RoomRole } from "~/lib/consult-room";
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from "~/lib/prescription-upload";
import { indiaDateTime } from "~/lib/india-date-time";

interface Props {
  role: RoomRole;
  phase: RoomPhase;
  messages: RoomMessage[];
  names: Record<RoomRole, string>;
  ready: boolean;
  sendText(text: string): Promise<string | null>;
  sendFile(file: File): Promise<string | null>;
}

const markOf = (m: RoomMessage) => (m.readAt ? "Read" : m.deliveredAt ? "Delivered" : "Sent");

export function RoomChat({ role, phase, messages, names, ready, sendText, sendFile }: Props) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const writable = canSendMessages(phase);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages.length]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    const problem = await sendText(text);
    setBusy(false);
    setError(problem);
    if (!problem) setText("");
  }

  // Enter sends, Shift+Enter starts a new line: as in every chat.
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const early = prescriptionFileProblem(file);
    if (early) {
      setError(early);
      return;
    }
    setBusy(true);
    const problem = await sendFile(file);
    setBusy(false);
    setError(problem);
    if (fileInput.current) fileInput.current.value = "";
  }

  return (
    <section className="room-chat" aria-labelledby="room-chat-title">
      <h2 id="room-chat-title">Chat</h2>
      {messages.length === 0 ? <p className="room-chat-empty">No messages yet.</p> : null}
      <ol className="room-messages" aria-label="Messages" aria-live="polite">
        {messages.map((m) => {
          const mine = m.senderRole === role;
          return (
            <li key={m.id} className={`room-message ${mine ? "room-message-mine" : "room-message-theirs"}`} data-message-id={m.id}>
              <span className="room-message-sender">{mine ? "You" : names[m.senderRole]}</span>
              {m.text != null ? <p className="room-message-text">{m.text}</p> : null}
              {m.file ? (
                <p className="room-message-file">
                  <a href={m.file.url} download={m.file.name} target="_blank" rel="noreferrer">{m.file.name}</a>
                </p>
              ) : null}
              <span className="room-message-meta">
                <time dateTime={m.createdAt}>{indiaDateTime(m.createdAt)}</time>
                {mine ? <span className="room-message-mark"> · {markOf(m)}</span> : null}
              </span>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="room-messages-end" />
      </ol>
      {ROOM_PHASE_NOTES[phase] ? <p className="room-phase-note" role="note">{ROOM_PHASE_NOTES[phase]}</p> : null}
      {writable ? (
        <form className="room-compose" onSubmit={submit} aria-busy={busy}>
          <label htmlFor="room-message">Message</label>
          <textarea id="room-message" name="text" rows={2} maxLength={MESSAGE_TEXT_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} aria-invalid={error ? true : undefined} aria-describedby={error ? "room-error" : undefined} />
          <div className="room-compose-actions">
            <button type="submit" className="btn-primary" disabled={!ready || busy || !text.trim()}>Send</button>
            <label className="btn-secondary room-attach">
              Attach a file
              <input ref={fileInput} type="file" accept={PRESCRIPTION_ACCEPT} disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} />
            </label>
          </div>
          <p className="room-compose-hint">Files: png, jpg, jpeg or pdf, under 3 MB.</p>
          {error ? <p id="room-error" className="form-error" role="alert">{error}</p> : null}
        </form>
      ) : null}
    </section>
  );
}
