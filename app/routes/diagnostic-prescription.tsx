/**
 * /diagnostic-prescription?consult_id= — Diag Upload Prescription Page: a patient uploads a prescription (png, jpg,
 * jpeg or pdf, less than 3MB) for one of their profiles; the lab calls back and books the tests it names
 * ('Prescription Uploaded' until then).
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { prescriptionPageAction, prescriptionPageLoader, type PrescriptionActionData } from "~/features/prescriptions/prescriptions.server";
import { PrescriptionUploadForm } from "~/features/prescriptions/PrescriptionUploadForm";
import { PrescriptionList } from "~/features/prescriptions/PrescriptionList";
import accountStyles from "~/features/auth/accounts.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Upload prescription | Apollo 247" }, { name: "robots", content: "noindex" }];

export const loader = ({ request }: LoaderFunctionArgs) => prescriptionPageLoader(request);
export const action = ({ request }: ActionFunctionArgs) => prescriptionPageAction(request);

export default function DiagnosticPrescription() {
  const { patients, prescriptions, consultId, uploadedId } = useLoaderData<typeof loader>();
  const actionData = useActionData<PrescriptionActionData>();
  return (
    <div className="account-page" data-page="Diag Upload Prescription Page">
      <p className="breadcrumb"><Link to="/lab-tests">Lab tests</Link> / Upload prescription</p>
      <h1 className="page-title">Book tests from your prescription</h1>
      <p>Upload your doctor&apos;s prescription and our team will call you to book the tests it names.</p>
      {uploadedId ? <p className="form-notice" role="status">Prescription Uploaded. We will call you shortly to book your tests.</p> : null}
      {patients.length ? (
        <PrescriptionUploadForm key={uploadedId ?? "new"} patients={patients} consultId={consultId} formError={actionData?.formError ?? null} />
      ) : (
        <p className="form-notice">Add a patient profile first: <Link to="/patients?add=1">add a profile</Link>.</p>
      )}
      <h2 className="section-title" id="your-prescriptions" tabIndex={-1}>Your prescriptions</h2>
      <PrescriptionList prescriptions={prescriptions} highlightId={uploadedId} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
