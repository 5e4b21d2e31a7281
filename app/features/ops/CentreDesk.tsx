/**
 * The centre appointments page of the ops console (features/ops/centre-desk.server.ts): one table for every centre
 * kind, in the kind's words — check in, done, then the report PDF.
 */
import type { MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import type { CentreDeskRow } from "~/.server/domain/orders/centre-appointments";
import { OpsErrorBoundary } from "./OpsErrorBoundary";

export interface CentreDeskWords {
  path: string;
  title: string;
  headingId: string;
  columns: { order: string; centre: string; what: string };
  /** The kind's "done" step: the form's intent and the button's words. */
  done: { intent: string; label: string };
  empty: string;
}

export const centreDeskMeta: MetaFunction = ({ data }) => [
  { title: `${(data as { words?: CentreDeskWords } | undefined)?.words?.title ?? "Centre appointments"} | Operations console` },
  { name: "robots", content: "noindex" },
];

export function CentreDeskPage() {
  const { words, appointments } = useLoaderData() as { words: CentreDeskWords; appointments: CentreDeskRow[] };
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  const busy = useNavigation().state !== "idle";
  const error = reply?.error ? Object.values(reply.error).flat()[0] : null;
  return (
    <section aria-labelledby={words.headingId}>
      <h1 id={words.headingId}>{words.title}</h1>
      {error ? <p role="alert" className="form-error">{error}</p> : null}
      {appointments.length ? (
        <table>
          <thead><tr><th>{words.columns.order}</th><th>Patient</th><th>{words.columns.centre}</th><th>{words.columns.what}</th><th>Slot</th><th>Status</th><th>Next step</th></tr></thead>
          <tbody>
            {appointments.map((a) => (
              <tr key={a.id}>
                <td>#{a.displayId}</td>
                <td>{a.patientName ?? "—"}</td>
                <td>{a.centreName}</td>
                <td>{a.what}{a.prescriptionUrl ? <> · <a href={a.prescriptionUrl}>Prescription</a></> : null}</td>
                <td>{a.slotDate} {a.slotTime}</td>
                <td>{a.statusLabel}</td>
                <td>
                  {a.status === "BOOKED" || a.status === "CONFIRMED" ? (
                    <Form method="post"><input type="hidden" name="orderId" value={a.id} /><button name="intent" value="check-in" disabled={busy} aria-label={`Check in #${a.displayId}`}>Check in</button></Form>
                  ) : a.status === "CHECKED_IN" ? (
                    <Form method="post"><input type="hidden" name="orderId" value={a.id} /><button name="intent" value={words.done.intent} disabled={busy} aria-label={`${words.done.label} #${a.displayId}`}>{words.done.label}</button></Form>
                  ) : (
                    <Form method="post" encType="multipart/form-data">
                      <input type="hidden" name="orderId" value={a.id} />
                      <label htmlFor={`report-${a.id}`}>Report PDF for #{a.displayId}</label>
                      <input id={`report-${a.id}`} name="report" type="file" accept="application/pdf,.pdf" required />
                      <button name="intent" value="report" disabled={busy} aria-label={`Upload report #${a.displayId}`}>Upload report</button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{words.empty}</p>
      )}
    </section>
  );
}

export function CentreDeskErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
