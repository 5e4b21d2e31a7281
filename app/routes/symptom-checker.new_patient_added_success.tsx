/** /symptom-checker/new_patient_added_success: the new profile is saved; start its check. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { profileAddedLoader, type ProfileAddedData } from "~/features/symptom-checker/symptom-checker.server";
import { ProfileAdded } from "~/features/symptom-checker/ProfileAdded";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/symptom-checker/symptom-checker.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Symptom checker – Profile added | Apollo 247" }, { name: "robots", content: "noindex" }];
export const loader = ({ request }: LoaderFunctionArgs) => profileAddedLoader(request);

export default function Route() {
  return <ProfileAdded data={useLoaderData<ProfileAddedData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
