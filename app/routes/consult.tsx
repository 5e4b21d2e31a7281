import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { configuredScreenLoader } from "~/sdui/screen-route.server";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { ScreenPageHeading } from "~/sdui/screen-page-heading";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [
  { title: "Consult Doctors Online – Video & Clinic Appointments | Apollo 247" },
  { name: "description", content: "Consult experienced doctors across 50+ specialties online or at a clinic near you." },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const loader = ({ request, context }: LoaderFunctionArgs) => configuredScreenLoader(request, "consult_home", context);

export default function ConsultHome() {
  const { screen, deferred } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <ScreenPageHeading screenName="consult_home" />
      <ConfiguredScreen screen={screen} deferred={deferred} cityId={root?.location.cityId ?? 9} />
    </>
  );
}
