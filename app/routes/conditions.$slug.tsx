/** /conditions/{x}-treatment-doctors: the doctors of the specialty that treats it. */
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { treatmentLoader } from "~/features/consult/specialties.server";
import { TreatmentDoctors, treatmentMeta } from "~/features/consult/TreatmentDoctors";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import consultStyles from "~/features/consult/consult.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consultStyles }];
export const loader = ({ request, params }: LoaderFunctionArgs) => treatmentLoader(request, "conditions", params.slug ?? "");
export const meta = treatmentMeta;
export default TreatmentDoctors;

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
