/**
 * /apollo-prohealth/hra/{token}: the short questionnaire (age and gender, family history, lifestyle, symptoms),
 * then its result — the recommended package and, per test, why. The owner's only: anyone else's link is 404.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { hraAction, hraLoader } from "~/features/prohealth/prohealth.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: "Health risk assessment | Apollo ProHealth" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await hraLoader(request, params.token), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => hraAction(request, params.token);

type Data = Awaited<ReturnType<typeof hraLoader>>;

function Checkboxes({ name, legend, options, chosen }: { name: string; legend: string; options: Record<string, string>; chosen: string[] }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className="ph-choices">
        {Object.entries(options).map(([value, label]) => (
          <li key={value}><label><input type="checkbox" name={name} value={value} defaultChecked={chosen.includes(value)} /> {label}</label></li>
        ))}
      </ul>
    </fieldset>
  );
}

export default function HraPage() {
  const data = useLoaderData() as Data;
  const reply = useActionData() as { error?: Record<string, string[] | null> | null } | undefined;
  const busy = useNavigation().state !== "idle";
  const errors = reply?.error ?? {};
  const r = data.recommendation;
  if (data.answers && !data.retake) {
    return (
      <main className="prohealth-page">
        <h1>Your recommended health check</h1>
        {r ? (
          <>
            <h2>{r.packageName}{data.price != null ? ` — ${formatPrice(data.price / 100)}` : ""}</h2>
            {r.reasons.length ? (
              <>
                <p>Why these tests, from your answers:</p>
                <dl className="ph-faqs" aria-label="Why each test">
                  {r.reasons.map((t) => <div key={t.test}><dt>{t.test}</dt>{t.why.map((w) => <dd key={w}>{w}</dd>)}</div>)}
                </dl>
              </>
            ) : (
              <p>Your answers show no particular risk: this essential check covers the basics every adult should have each year.</p>
            )}
            {data.bookUrl ? <p><Link to={data.bookUrl} className="btn-primary">Book {r.packageName}</Link></p> : null}
          </>
        ) : (
          <p>No package suits these answers yet. Please talk to a doctor.</p>
        )}
        <p><Link to="?retake">Change my answers</Link></p>
      </main>
    );
  }
  const a = data.answers;
  return (
    <main className="prohealth-page">
      <h1>Health risk assessment</h1>
      <Form method="post" aria-label="Health risk assessment">
        <p>
          <label htmlFor="age">Age in years</label><br />
          <input id="age" name="age" type="number" inputMode="numeric" min={1} max={120} required defaultValue={a?.age ?? ""} aria-invalid={errors.age ? true : undefined} aria-describedby={errors.age ? "age-error" : undefined} />
          {errors.age?.[0] ? <span id="age-error" className="form-error"> {errors.age[0]}</span> : null}
        </p>
        <fieldset>
          <legend>Gender</legend>
          <label><input type="radio" name="gender" value="FEMALE" required defaultChecked={a?.gender === "FEMALE"} /> Female</label>{" "}
          <label><input type="radio" name="gender" value="MALE" defaultChecked={a?.gender === "MALE"} /> Male</label>
          {errors.gender?.[0] ? <p className="form-error" role="alert">{errors.gender[0]}</p> : null}
        </fieldset>
        <Checkboxes name="familyHistory" legend="Family history: does a parent, brother or sister have…" options={data.questions.familyHistory} chosen={a?.familyHistory ?? []} />
        <Checkboxes name="lifestyle" legend="Lifestyle" options={data.questions.lifestyle} chosen={a?.lifestyle ?? []} />
        <Checkboxes name="symptoms" legend="In the last three months, have you had…" options={data.questions.symptoms} chosen={a?.symptoms ?? []} />
        <button type="submit" className="btn-primary" disabled={busy}>See my recommendation</button>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
