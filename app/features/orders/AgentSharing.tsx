/**
 * The phlebotomist's side of "track agent": start sharing, and the phone's position goes to the order while the
 * agent is on the way. Positions are sent when the agent has moved 50 m or 30 seconds have passed, so a phone
 * on a slow network is not flooded; the page says what the patient now sees, or what went wrong and what to do.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { haversineKm } from "~/lib/geo";
import type { AgentTrackingPage } from "~/.server/domain/lab-tests/agent-tracking";
import type { AgentPositionAnswer } from "~/routes/phlebo-track.$orderId.$token";

const MIN_MOVE_M = 50;
const MAX_QUIET_MS = 30_000;

type Sharing = "off" | "waiting" | "on" | "denied" | "unavailable";

const SHARING_MESSAGE: Record<Exclude<Sharing, "off" | "on">, string> = {
  waiting: "Finding your location…",
  denied: "Location permission is off. Allow location for this site in your browser's settings, then tap Start sharing again.",
  unavailable: "This phone cannot find its location just now; sharing goes on once it does. Check that location (GPS) is on.",
};

export function AgentSharing({ page }: { page: AgentTrackingPage }) {
  const fetcher = useFetcher<AgentPositionAnswer>();
  const [sharing, setSharing] = useState<Sharing>("off");
  const watch = useRef<number | null>(null);
  const lastSent = useRef<{ latitude: number; longitude: number; at: number } | null>(null);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  const stop = () => {
    if (watch.current != null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
    setSharing("off");
  };
  useEffect(() => () => {
    if (watch.current != null) navigator.geolocation.clearWatch(watch.current);
  }, []);

  const start = () => {
    if (!("geolocation" in navigator)) {
      setSharing("unavailable");
      return;
    }
    setSharing("waiting");
    lastSent.current = null;
    watch.current = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setSharing("on");
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        const last = lastSent.current;
        const moved = last ? haversineKm(last, here) * 1000 : Infinity;
        if (last && moved < MIN_MOVE_M && Date.now() - last.at < MAX_QUIET_MS) return;
        lastSent.current = { ...here, at: Date.now() };
        submit.current({ latitude: String(here.latitude), longitude: String(here.longitude), accuracy: String(Math.round(coords.accuracy)) }, { method: "post" });
      },
      (error) => {
        // A lost fix (a tunnel, a lift, the screen turned off) is not the end: the watch stays on and sharing
        // goes on with the next position. Only a refused permission stops it.
        if (error.code !== error.PERMISSION_DENIED) {
          setSharing("unavailable");
          return;
        }
        if (watch.current != null) navigator.geolocation.clearWatch(watch.current);
        watch.current = null;
        setSharing("denied");
      },
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
  };

  const answer = fetcher.data;
  return (
    <div className="account-page agent-share">
      <h1 className="page-title">Collection {page.displayId}</h1>
      <section className="account-card" aria-labelledby="visit-heading">
        <h2 id="visit-heading">Your visit, {page.phlebotomistName}</h2>
        <p>For {page.patientFirstName} · {page.slotText}</p>
        <p>{page.addressText || "Address in the order"}</p>
      </section>
      <section className="account-card" aria-labelledby="share-heading">
        <h2 id="share-heading">Share your location</h2>
        {!page.open ? (
          <p role="status">Location sharing opens when the order is marked "agent on the way".</p>
        ) : (
          <>
            <p className="order-meta">The patient sees how far away you are and when you arrive, only while you share.</p>
            {sharing === "on" || sharing === "waiting" || sharing === "unavailable" ? (
              <button type="button" className="btn-secondary" onClick={stop}>Stop sharing</button>
            ) : (
              <button type="button" className="btn-primary" onClick={start}>Start sharing</button>
            )}
            <p role="status" className="agent-share-status">
              {sharing === "on" ? (answer?.ok ? `Sharing. The patient sees: ${answer.text}` : "Sharing your location.") : sharing === "off" ? "" : SHARING_MESSAGE[sharing]}
            </p>
            {answer && !answer.ok ? <p role="alert" className="field-error">{answer.error}</p> : null}
          </>
        )}
        {page.last ? <p className="order-meta">Last shared {page.last.recordedAtText}: {page.last.text}</p> : null}
      </section>
    </div>
  );
}
