/**
 * Asks once whether usage analytics may be recorded; until the answer is ACCEPTED, nothing is tracked.
 *
 * The banner is in the server-rendered page (which is cached and the same for every visitor), so a first-time
 * visitor sees it with the first paint instead of after hydration, where it would become the late "largest
 * contentful paint". A visitor who has already chosen never sees it: the small inline script right after it
 * hides it before the first paint, and after hydration the component removes it.
 */
import { useEffect, useState } from "react";
import { useNonce } from "~/nonce";
import { CONSENT_COOKIE, readConsent, writeConsent, type ConsentStatus } from "~/lib/consent";
import { useChrome } from "~/i18n/I18nProvider";

const HIDE_IF_CHOSEN = `(function(){try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=(ACCEPTED|REJECTED)(?:;|$)/.test(document.cookie)){document.getElementById("consent-banner").hidden=true}}catch(e){}})()`;

export function ConsentBanner() {
  const nonce = useNonce();
  const t = useChrome();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(readConsent() == null);
  }, []);
  if (!open) return null;
  const choose = (status: ConsentStatus) => {
    try {
      writeConsent(status);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <section id="consent-banner" className="consent-banner" aria-labelledby="consent-title">
        <h2 id="consent-title" className="consent-title">{t("consentTitle")}</h2>
        <p className="consent-text">
          {t("consentMessage")} <a href="/privacy">{t("consentPrivacy")}</a>
        </p>
        <div className="consent-actions">
          <button type="button" className="btn-secondary btn-small" onClick={() => choose("REJECTED")}>
            {t("consentReject")}
          </button>
          <button type="button" className="btn-primary btn-small" onClick={() => choose("ACCEPTED")}>
            {t("consentAccept")}
          </button>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_IF_CHOSEN }} />
    </>
  );
}
