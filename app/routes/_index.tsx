import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { configuredScreenLoader } from "~/sdui/screen-route.server";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { ScreenPageHeading } from "~/sdui/screen-page-heading";
import { shouldRevalidateScreen } from "~/sdui/should-revalidate";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [
  { title: "Apollo 247 – Book Lab Tests, Doctor Consultations & Health Checkups Online" },
  { name: "description", content: "Book lab tests with free home sample collection, consult doctors online and buy health checkups for your family." },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = shouldRevalidateScreen;

export const loader = ({ request, context }: LoaderFunctionArgs) => configuredScreenLoader(request, "a247_home", context);

export default function Home() {
  const { screen, deferred } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <ScreenPageHeading screenName="a247_home" />
      <ConfiguredScreen screen={screen} deferred={deferred} cityId={root?.location.cityId ?? 9} />
    </>
  );
}
