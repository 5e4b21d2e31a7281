/** Scheduled publishing of the saved draft (publishers). */
import { memo, useState } from "react";
import type { useFetcher } from "@remix-run/react";
import type { ActionResult, EditorData } from "./editor-types";

export const SchedulePanel = memo(function SchedulePanel({ data, base, act }: { data: EditorData; base: string; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const [local, setLocal] = useState("");
  return (
    <section className="studio-schedules" aria-labelledby="studio-schedules-title">
      <h2 id="studio-schedules-title">Scheduled publishing</h2>
      <act.Form method="post" action={base} className="studio-inline-form">
        <label>
          Publish the saved draft at
          <input type="datetime-local" step={1} value={local} onChange={(e) => setLocal(e.target.value)} required />
        </label>
        {/* The browser's local time, sent as an instant so the server needs no time zone. */}
        <input type="hidden" name="runAt" value={local ? new Date(local).toISOString() : ""} />
        <button name="intent" value="schedule">
          Schedule
        </button>
      </act.Form>
      {data.schedules.length ? (
        <ul>
          {data.schedules.map((s) => (
            <li key={s.id} data-schedule-status={s.status}>
              {new Date(s.runAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} — {s.status}
              {s.version ? ` (version ${s.version})` : ""}
              {s.error ? ` — ${s.error}` : ""}
              {s.status === "scheduled" ? (
                <act.Form method="post" action={base} className="studio-inline-form">
                  <input type="hidden" name="id" value={s.id} />
                  <button name="intent" value="cancel_schedule">
                    Cancel
                  </button>
                </act.Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing scheduled.</p>
      )}
    </section>
  );
});
