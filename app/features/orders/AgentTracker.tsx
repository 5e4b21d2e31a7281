/**
 * The patient's side of "track agent": how far the phlebotomist is and when they arrive, kept current by asking
 * the server every few seconds while the agent is on the way (the same polling the payment page uses for a
 * pending payment; see docs/decisions/2026-11-27-agent-tracking.md). A failed request keeps the last answer.
 */
import { useEffect, useState } from "react";
import type { AgentLocationView } from "~/.server/domain/lab-tests/agent-tracking";
import { indiaDateTime } from "~/lib/india-date-time";

export function AgentTracker({ orderId, agentName }: { orderId: number; agentName: string }) {
  const [view, setView] = useState<AgentLocationView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const ask = async () => {
      try {
        const res = await fetch(`/resources/orders/${orderId}/agent-location`, { headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(String(res.status));
        const next = (await res.json()) as AgentLocationView;
        if (stopped) return;
        setView(next);
        setFailed(false);
        if (next.onTheWay) timer = window.setTimeout(ask, next.pollIntervalMs);
      } catch {
        if (stopped) return;
        setFailed(true);
        timer = window.setTimeout(ask, 10_000);
      }
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderId]);

  if (!view) return <p role="status" className="agent-eta">{failed ? "Could not reach the agent's location. Trying again…" : "Finding the agent…"}</p>;
  if (!view.onTheWay) return <p role="status" className="agent-eta">{agentName} is no longer on the way.</p>;
  return (
    <div className="agent-tracker">
      <p role="status" className="agent-eta" data-testid="agent-eta" data-live={view.live ? "true" : "false"}>
        <strong>{agentName}</strong>: {view.text}
      </p>
      {view.recordedAt ? <p className="order-meta">Updated {indiaDateTime(view.recordedAt)}{failed ? " · reconnecting…" : ""}</p> : null}
    </div>
  );
}
