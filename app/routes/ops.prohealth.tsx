/** The centre's health-check appointments: check-in, health check done, and the report uploaded as a PDF (report ready). */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { listProhealthOpsAppointments, moveProhealthAppointment, uploadProhealthReport, PROHEALTH_REPORT_NOT_PDF_MESSAGE } from "~/.server/domain/prohealth";
import { opsProhealthSchema } from "~/lib/prohealth-form";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";

export const meta: MetaFunction = () => [{ title: "Health-check appointments | Operations console" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOpsUser(request);
  const { db } = await getServices();
  return data({ appointments: await listProhealthOpsAppointments(db) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const ops = await requireOpsUser(request);
  const submission = await parseForm(request, opsProhealthSchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  const { intent, orderId, report } = submission.value;
  try {
    if (intent === "check-in") await moveProhealthAppointment(db, ops.accountId, orderId, "CHECKED_IN");
    else if (intent === "complete") await moveProhealthAppointment(db, ops.accountId, orderId, "COMPLETED");
    else {
      if (!report || !report.size) return replyWithErrors(submission, { fieldErrors: { report: PROHEALTH_REPORT_NOT_PDF_MESSAGE }, formError: PROHEALTH_REPORT_NOT_PDF_MESSAGE });
      await uploadProhealthReport(db, ops.accountId, orderId, new Uint8Array(await report.arrayBuffer()));
    }
  } catch (e) {
    if (e instanceof DomainError) return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  return redirect("/ops/prohealth");
}

export default function OpsProhealth() {
  const { appointments } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as { error?: Record<string, string[] | null> | null } | undefined;
  const busy = useNavigation().state !== "idle";
  const error = reply?.error ? Object.values(reply.error).flat()[0] : null;
  return (
    <section aria-labelledby="prohealth-heading">
      <h1 id="prohealth-heading">Health-check appointments</h1>
      {error ? <p role="alert" className="form-error">{error}</p> : null}
      {appointments.length ? (
        <table>
          <thead><tr><th>Appointment</th><th>Patient</th><th>Hospital or clinic</th><th>Package</th><th>Slot</th><th>Status</th><th>Next step</th></tr></thead>
          <tbody>
            {appointments.map((a) => (
              <tr key={a.id}>
                <td>#{a.displayId}</td>
                <td>{a.patientName ?? "—"}</td>
                <td>{a.unitName}</td>
                <td>{a.packageName}</td>
                <td>{a.slotDate} {a.slotTime}</td>
                <td>{a.statusLabel}</td>
                <td>
                  {a.status === "BOOKED" || a.status === "CONFIRMED" ? (
                    <Form method="post"><input type="hidden" name="orderId" value={a.id} /><button name="intent" value="check-in" disabled={busy} aria-label={`Check in #${a.displayId}`}>Check in</button></Form>
                  ) : a.status === "CHECKED_IN" ? (
                    <Form method="post"><input type="hidden" name="orderId" value={a.id} /><button name="intent" value="complete" disabled={busy} aria-label={`Health check done #${a.displayId}`}>Health check done</button></Form>
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
        <p>No health-check appointments waiting.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
