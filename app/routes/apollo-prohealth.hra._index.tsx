/** /apollo-prohealth/hra: start a pre-health-risk assessment for one of your profiles' mobile numbers (getPreHraLinkByMobileNumber). */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { hraStartAction, hraStartLoader } from "~/features/prohealth/prohealth.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Health risk assessment | Apollo ProHealth" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await hraStartLoader(request), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request }: ActionFunctionArgs) => hraStartAction(request);

export default function HraStart() {
  const { mobileNumbers } = useLoaderData() as { mobileNumbers: string[] };
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  const error = reply?.error?.mobileNumber?.[0] ?? reply?.error?.[""]?.[0] ?? null;
  const busy = useNavigation().state !== "idle";
  return (
    <main className="prohealth-page">
      <h1>Health risk assessment</h1>
      <p>Answer a few questions about your family, your habits and how you feel. We recommend the health check that suits you, and say why each test is in it.</p>
      <Form method="post">
        <label htmlFor="mobileNumber">Mobile number of the person taking it</label>
        <br />
        <input id="mobileNumber" name="mobileNumber" inputMode="numeric" maxLength={10} list="hra-numbers" defaultValue={mobileNumbers[0] ?? ""} required aria-invalid={error ? true : undefined} aria-describedby={error ? "mobile-error" : undefined} />
        <datalist id="hra-numbers">{mobileNumbers.map((m) => <option key={m} value={m} />)}</datalist>
        {error ? <p id="mobile-error" className="form-error" role="alert">{error}</p> : null}
        <p><button type="submit" className="btn-primary" disabled={busy}>Start the assessment</button></p>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
