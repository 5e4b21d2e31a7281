/**
 * Asks once whether usage analytics may be recorded. Drawn only in the browser, after hydration, from the
 * cookie: the server-rendered page stays the same for every visitor (it is cached), and a visitor who has
 * chosen never sees the banner flash. Until the answer is ACCEPTED, nothing is tracked.
 */
import { useEffect, useState } from "react";
import { readConsent, writeConsent, type ConsentStatus } from "~/lib/consent";

export const CONSENT_MESSAGE =
  "We use analytics to learn which tests, offers and services are useful to you. Nothing is recorded unless you accept.";

export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(readConsent() == null);
  }, []);
  useEffect(() => {
    document.body.classList.toggle("has-consent-banner", open);
    return () => document.body.classList.remove("has-consent-banner");
  }, [open]);
  if (!open) return null;
  const choose = (status: ConsentStatus) => {
    try {
      writeConsent(status);
    } finally {
      setOpen(false);
    }
  };
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent-title">Your privacy</h2>
      <p className="consent-text">{CONSENT_MESSAGE}</p>
      <div className="consent-actions">
        <button type="button" className="btn-secondary btn-small" onClick={() => choose("REJECTED")}>
          Reject
        </button>
        <button type="button" className="btn-primary btn-small" onClick={() => choose("ACCEPTED")}>
          Accept
        </button>
      </div>
    </section>
  );
}
