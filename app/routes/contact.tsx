/** /contact: how to reach customer care (the numbers the footer shows) and where answers already are. */
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ContentPage } from "~/features/content/ContentPage";
import { CUSTOMER_CARE_NUMBER, HELPLINE_NUMBER } from "~/lib/contact-numbers";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const meta: MetaFunction = () => [
  { title: "Contact us | Apollo 247" },
  { name: "description", content: `Call Apollo 247 customer care at ${CUSTOMER_CARE_NUMBER} for help with lab test orders, reports and refunds.` },
];

const tel = (n: string) => `tel:${n.replace(/[^0-9+]/g, "")}`;

export default function ContactPage() {
  return (
    <ContentPage title="Contact us" lead="We are here to help with bookings, sample collection, reports and refunds.">
      <section aria-labelledby="call-title" className="content-section contact-cards">
        <h2 id="call-title">Call us</h2>
        <dl className="contact-list">
          <div>
            <dt>Customer care</dt>
            <dd><a href={tel(CUSTOMER_CARE_NUMBER)}>{CUSTOMER_CARE_NUMBER}</a> · 8 am to 10 pm, every day</dd>
          </div>
          <div>
            <dt>Helpline</dt>
            <dd><a href={tel(HELPLINE_NUMBER)}>{HELPLINE_NUMBER}</a> · for an order already placed: rescheduling, phlebotomist, reports</dd>
          </div>
        </dl>
        <p>Keep your order number ready; you find it in My Account.</p>
      </section>
      <section aria-labelledby="self-title" className="content-section">
        <h2 id="self-title">Find an answer now</h2>
        <ul>
          <li><Link to="/faq">Frequently asked questions</Link></li>
          <li><Link to="/lab-tests-queries/home-sample-collection">Home sample collection</Link></li>
          <li><Link to="/lab-tests-queries/reports">Reports</Link></li>
          <li><Link to="/refund-policy">Refund policy</Link></li>
        </ul>
      </section>
      <section aria-labelledby="urgent-title" className="content-section">
        <h2 id="urgent-title">In an emergency</h2>
        <p>For a medical emergency call <a href="tel:108">108</a> (ambulance) or <a href="tel:112">112</a>. Lab tests and online consultations are not for emergencies.</p>
      </section>
    </ContentPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
