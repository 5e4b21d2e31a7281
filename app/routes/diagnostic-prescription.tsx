/**
 * /diagnostic-prescription?consult_id= — Diag Upload Prescription Page: a patient uploads a prescription (png, jpg,
 * jpeg or pdf, less than 3MB) for one of their profiles; the lab calls back and books the tests it names
 * ('Prescription Uploaded' until then).
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
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
  const { patients, prescriptions, consultId, uploadedId, advised } = useLoaderData<typeof loader>();
  const actionData = useActionData<PrescriptionActionData>();
  const navigation = useNavigation();
  return (
    <div className="account-page" data-page="Diag Upload Prescription Page">
      <p className="breadcrumb"><Link to="/lab-tests">Lab tests</Link> / Upload prescription</p>
      <h1 className="page-title">Book tests from your prescription</h1>
      {advised ? (
        <section className="checkout-section" aria-labelledby="advised-title">
          <h2 id="advised-title">Tests advised by {advised.doctorName}</h2>
          {advised.available.length ? (
            <ul aria-label={`Available in ${advised.cityName}`}>
              {advised.available.map((t) => <li key={t.itemId}>{t.itemName}</li>)}
            </ul>
          ) : null}
          {advised.unavailable.length ? <p className="fine-print">Not available in {advised.cityName}: {advised.unavailable.map((t) => t.itemName).join(", ")}</p> : null}
          {actionData?.formError ? <p className="form-error" role="alert">{actionData.formError}</p> : null}
          {advised.available.length ? (
            <Form method="post">
              <input type="hidden" name="intent" value="book-advised" />
              <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>Add available tests to cart</button>
            </Form>
          ) : null}
        </section>
      ) : null}
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
