import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { configuredScreenLoader } from "~/sdui/screen-route.server";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { ScreenPageHeading } from "~/sdui/screen-page-heading";
import { shouldRevalidateScreen } from "~/sdui/should-revalidate";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [
  { title: "Book Lab Tests Online with Free Home Sample Collection | Apollo 247" },
  { name: "description", content: "Book blood tests and full body checkups online. NABL-accredited labs, home sample collection, reports in 24 hours." },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The spec's query flags (open_cart=true, openSearch=true) open the cart and search through the app-wide host.
export const shouldRevalidate = shouldRevalidateScreen;

export const loader = ({ request, context }: LoaderFunctionArgs) => configuredScreenLoader(request, "diag_home", context);

export default function LabTestsHome() {
  const { screen, deferred } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <ScreenPageHeading screenName="diag_home" />
      <ConfiguredScreen screen={screen} deferred={deferred} cityId={root?.location.cityId ?? 9} ribbons />
    </>
  );
}
