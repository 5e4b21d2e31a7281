import { useEffect, useRef, useState } from "react";
import {
  GOOGLE_FAILED_MESSAGE, GOOGLE_LINK_MESSAGE, GOOGLE_POPUP_MESSAGE_TYPE, GOOGLE_POPUP_TIMEOUT_MS, GOOGLE_TIMEOUT_MESSAGE,
} from "~/lib/google-sign-in";

interface Props {
  continueTo: string | null;
  google: { enabled: boolean; failed: boolean; linking: boolean };
}

/**
 * "Continue with Google": a popup (a link to the same page without JavaScript, or when the popup is blocked). The
 * popup must report that it opened within the spec's 10 s ("Google sign-in popup timeout 10 s"), or it is closed and
 * the patient is told; when it is done it hands over the next page, which this window opens.
 */
export function GoogleSignIn({ continueTo, google }: Props) {
  const [problem, setProblem] = useState<string | null>(google.failed ? GOOGLE_FAILED_MESSAGE : null);
  const [waiting, setWaiting] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const timerRef = useRef<number | null>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== popupRef.current) return;
      const data = e.data as { type?: string; stage?: string; next?: string | null };
      if (data?.type !== GOOGLE_POPUP_MESSAGE_TYPE) return;
      if (data.stage === "started" && timerRef.current !== null) {
        window.clearTimeout(timerRef.current);
        timerRef.current = null;
      }
      if (data.stage === "done" && typeof data.next === "string" && data.next.startsWith("/") && !data.next.startsWith("//")) {
        setWaiting(false);
        window.location.assign(data.next);
      }
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    };
  }, []);

  if (!google.enabled) return null;
  const href = `/auth/google${continueTo ? `?continue=${encodeURIComponent(continueTo)}` : ""}`;
  return (
    <div className="google-sign-in">
      {google.linking ? <p className="form-notice" role="status">{GOOGLE_LINK_MESSAGE}</p> : null}
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {google.linking ? null : (
        <a
          href={href}
          className="btn-secondary"
          aria-busy={waiting || undefined}
          onClick={(e) => {
            const popup = window.open(`${href}${href.includes("?") ? "&" : "?"}popup=1`, "a247-google-sign-in", "popup,width=480,height=640");
            // Blocked: the link opens Google in this window instead.
            if (!popup) return;
            e.preventDefault();
            popupRef.current = popup;
            setProblem(null);
            setWaiting(true);
            if (timerRef.current !== null) window.clearTimeout(timerRef.current);
            timerRef.current = window.setTimeout(() => {
              timerRef.current = null;
              popup.close();
              setWaiting(false);
              setProblem(GOOGLE_TIMEOUT_MESSAGE);
            }, GOOGLE_POPUP_TIMEOUT_MS);
          }}
        >
          {waiting ? "Waiting for Google…" : "Continue with Google"}
        </a>
      )}
    </div>
  );
}
