/**
 * /apollo-prohealth-details/{city}/{hospital}/{category} (key apollo-prohealth-details): book a health check at one
 * hospital or clinic — the package, the date and slot (from the facility's opening hours), the patient, and how to
 * pay (online through the gateway, or at the centre). The page says before paying when the patient is too young
 * for the category (refused) or the package is meant for the other gender (a warning), and the no-food note of a
 * fasting package for the slot chosen.
 */
import { useState } from "react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { detailsAction, detailsLoader } from "~/features/prohealth/prohealth.server";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { formatPrice } from "~/lib/price";
import { fastingMessage } from "~/lib/slots";
import { FASTING_MORNING_NOTE, fastingSlotAllowed } from "~/lib/prohealth-rules";
import { prohealthEligibility, type ProhealthGender } from "~/lib/prohealth-rules";
import styles from "~/features/prohealth/prohealth.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.category.name} health check at ${data.hospital.unitName} | Apollo ProHealth` }, { name: "robots", content: "noindex" }] : [{ title: "Not found | Apollo 247" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return Response.json(await detailsLoader(request, params), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, params }: ActionFunctionArgs) => detailsAction(request, params);

type Data = Awaited<ReturnType<typeof detailsLoader>>;
type Reply = { error?: Record<string, string[] | null> | null } | undefined;

export default function ProhealthDetails() {
  const data = useLoaderData() as Data;
  const reply = useActionData() as Reply;
  const busy = useNavigation().state !== "idle";
  const [packageId, setPackageId] = useState<number | null>(data.selectedPackageId);
  const [slot, setSlot] = useState<string | null>(null);
  const [patientId, setPatientId] = useState<number | null>(null);
  const pkg = data.packages.find((p) => p.id === packageId) ?? null;
  // A fasting package only in morning slots: the loader offers those for the package it opened with, and a package
  // chosen here keeps to the same rule.
  const slots = data.slots.filter((s) => fastingSlotAllowed(s.startTime, pkg?.fastingHours ?? 0));
  const patient = data.patients?.find((p) => p.id === patientId) ?? null;
  const eligibility =
    pkg && patient
      ? prohealthEligibility({ category: { ...data.category, genderRecomended: data.category.genderRecomended as ProhealthGender }, pkg: { packageName: pkg.packageName, gender: pkg.gender as ProhealthGender }, patient }, new Date())
      : null;
  const errors = reply?.error ?? {};
  const formError = errors[""]?.[0] ?? Object.values(errors).flat()[0] ?? null;
  const dateQuery = (d: string) => {
    const q = new URLSearchParams();
    if (pkg) q.set("package", pkg.slug);
    if (data.hra) q.set("hra", data.hra);
    q.set("date", d);
    return `?${q}`;
  };

  return (
    <main className="prohealth-page">
      <nav aria-label="Breadcrumb"><Link to="/apollo-prohealth">Health checks</Link> › <Link to={`/apollo-prohealth/${data.category.slug}`}>{data.category.name}</Link></nav>
      <h1>{data.category.name} at {data.hospital.unitName}</h1>
      <p className="ph-meta">{data.hospital.address}</p>
      {formError ? <p className="form-error" role="alert">{formError}</p> : null}
      {data.hra ? <p className="ph-meta">Your risk assessment will be shared with the doctor reviewing your results.</p> : null}

      <Form method="post" aria-label="Book a health check">
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" name="hra" value={data.hra ?? ""} />
        <fieldset>
          <legend>Package</legend>
          <ul className="ph-choices">
            {data.packages.map((p) => (
              <li key={p.id}>
                <label>
                  <input type="radio" name="packageId" value={p.id} required disabled={!p.isBookable} checked={packageId === p.id} onChange={() => setPackageId(p.id)} />
                  <span>{p.packageName} — {p.circleApplies ? <><s>{formatPrice(p.normalPrice / 100)}</s> {formatPrice(p.price / 100)} Circle price</> : formatPrice(p.price / 100)} <span className="ph-meta">({p.inclusionsCount} tests and consultations{p.fasting ? `, ${p.fastingHours} hours fasting` : ""}{p.isBookable ? "" : ", book by calling the hospital"})</span></span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset>
          <legend>Date</legend>
          {data.dates.length ? (
            <ul className="ph-dates" aria-label="Dates">
              {data.dates.map((d) => (
                <li key={d.date}><Link to={dateQuery(d.date)} aria-current={d.date === data.date ? "date" : undefined} preventScrollReset>{d.label}</Link></li>
              ))}
            </ul>
          ) : (
            <p>No free slot this week here. Please choose another hospital or clinic.</p>
          )}
        </fieldset>

        {pkg?.fastingHours ? <p className="ph-meta" data-testid="morning-note">{FASTING_MORNING_NOTE}</p> : null}
        {slots.length ? (
          <fieldset>
            <legend>Time</legend>
            <ul className="ph-choices ph-slots">
              {slots.map((s) => (
                <li key={s.value}>
                  <label><input type="radio" name="slot" value={s.value} required onChange={() => setSlot(s.value)} /> {s.time}</label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <p aria-live="polite" className="ph-note" data-testid="fasting-note">{pkg && slot && pkg.fastingHours ? fastingMessage(slot, pkg.fastingHours) : ""}</p>

        {data.patients ? (
          <fieldset>
            <legend>Patient</legend>
            <ul className="ph-choices">
              {data.patients.map((p) => (
                <li key={p.id}>
                  <label><input type="radio" name="patientId" value={p.id} required onChange={() => setPatientId(p.id)} /> {p.name} <span className="ph-meta">({p.relation})</span></label>
                </li>
              ))}
            </ul>
            <p><Link to="/patients">Add a family member</Link></p>
          </fieldset>
        ) : (
          <p><Link to={data.signInUrl} className="btn-primary">Sign in to book</Link></p>
        )}
        <div aria-live="polite">
          {eligibility?.refusal ? <p className="form-error" role="alert">{eligibility.refusal}</p> : null}
          {eligibility?.warnings.map((w) => <p key={w} className="ph-warning">{w}</p>)}
        </div>

        {data.patients ? (
          <>
            <fieldset>
              <legend>How would you like to pay?</legend>
              <label><input type="radio" name="paymentType" value="ONLINE" defaultChecked /> Pay online</label>{" "}
              <label><input type="radio" name="paymentType" value="COD" /> Pay at the centre</label>
            </fieldset>
            <button type="submit" className="btn-primary" disabled={busy || !slots.length || Boolean(eligibility?.refusal)}>
              {pkg ? `Book for ${formatPrice(pkg.price / 100)}` : "Book"}
            </button>
          </>
        ) : null}
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
