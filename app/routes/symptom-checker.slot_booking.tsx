/** /symptom-checker/slot_booking?assessment=: the first free online times of the recommended specialty. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { slotBookingLoader, type SlotBookingData } from "~/features/symptom-checker/symptom-checker.server";
import { SlotBooking } from "~/features/symptom-checker/Booking";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker – Book a consult | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => slotBookingLoader(request);

export default function Route() {
  return <SlotBooking data={useLoaderData<SlotBookingData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
