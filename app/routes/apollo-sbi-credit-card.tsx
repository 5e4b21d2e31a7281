import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { configuredScreenLoader } from "~/sdui/screen-route.server";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { ScreenPageHeading } from "~/sdui/screen-page-heading";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { creditCardScreenFor, getCardUserStatus } from "~/.server/domain/credit-card/credit-card";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = () => [
  { title: "Apollo SBI Credit Card – Apply Online | Apollo 247" },
  { name: "description", content: "Earn health credits on every spend with the Apollo SBI Card. Check eligibility and apply in minutes." },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const status = user?.mobileNumber ? await getCardUserStatus((await getServices()).db, user.countryCode, user.mobileNumber) : null;
  return configuredScreenLoader(request, creditCardScreenFor(status));
}

export default function CreditCard() {
  const { screen, deferred } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <ScreenPageHeading screenName={screen.screen_name === "credit_card_active" ? "credit_card_active" : "credit_card_home"} />
      <ConfiguredScreen screen={screen} deferred={deferred} cityId={root?.location.cityId ?? 9} />
    </>
  );
}
