/** /hospitals-and-clinics (?category=&city=&location=&page=): the spec's hospital and clinic listing. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { loadHospitals } from "~/features/hospitals/hospitals.server";
import { HospitalsPage } from "~/features/hospitals/HospitalsPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/hospitals/hospitals.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHospitals(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.filters.city && data.filters.city !== "All Cities" ? `Hospitals and clinics in ${data.filters.city}` : "Hospitals and clinics" },
  { name: "description", content: "Find a hospital or clinic near you: opening hours, departments, directions, scans and health checks." },
];

export default function Page() {
  return <HospitalsPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
