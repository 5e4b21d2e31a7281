/** /hospital/{id}: one hospital or clinic. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { getRequestState } from "~/.server/request-state";
import { isLiveInternalPath } from "~/.server/content/app-routes";
import { loadHospital } from "~/features/hospitals/hospitals.server";
import { HospitalPage } from "~/features/hospitals/HospitalPage";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/hospitals/hospitals.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Where each service is booked; a service whose flow does not exist yet is shown without a link. */
const SERVICE_PATHS = { radiology: "/radiology", health_checks: "/apollo-prohealth", consults: "/specialties", lab_collection: "/lab-tests" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw new Response("Not found", { status: 404 });
  const data = await loadHospital(Number(params.id));
  if (!data) throw new Response("Not found", { status: 404 });
  const { origin } = await getRequestState(request);
  const serviceLinks = Object.fromEntries(
    data.hospital.services.filter((s) => isLiveInternalPath(SERVICE_PATHS[s])).map((s) => [s, SERVICE_PATHS[s]]),
  );
  const h = data.hospital;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": h.kind === "hospital" ? "Hospital" : h.kind === "diagnostic_centre" ? "DiagnosticLab" : "MedicalClinic",
    name: h.name,
    url: `${origin}/hospital/${h.id}`,
    address: { "@type": "PostalAddress", streetAddress: h.address, addressLocality: h.cityName, postalCode: h.pincode ?? undefined, addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates", latitude: h.latitude, longitude: h.longitude },
    openingHoursSpecification: data.week.flatMap((d) =>
      d.sessions.map((s) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: d.dayName, opens: s.startTime, closes: s.endTime })),
    ),
  };
  return { ...data, serviceLinks, canonical: `${origin}/hospital/${h.id}`, structuredData };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.hospital.name} — timings, departments and directions` },
        { name: "description", content: `${data.hospital.name}, ${data.hospital.address}. Opening hours, departments and services.` },
        { tagName: "link", rel: "canonical", href: data.canonical },
      ]
    : [{ title: "Hospital not found" }];

export default function Page() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data.structuredData).replace(/</g, "\\u003c") }} />
      <HospitalPage data={data} serviceLinks={data.serviceLinks} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
