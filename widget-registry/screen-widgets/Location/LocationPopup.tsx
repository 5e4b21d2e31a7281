/**
 * Location popup: "Address detection modes are Auto Detect and Manual entry". Auto detect asks the browser
 * for its position and lets the server pick the nearest city; manual entry takes a pincode. Either way the
 * server sets the location cookie and every screen reloads its data for the new city.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { Overlay } from "../shared/Overlay";
import { useUserLocation } from "../shared/hooks";
import type { ScreenWidgetProps } from "../index";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE, type UserLocation } from "~/lib/location";
import { useChrome, useDataWords, useEnglishDataLang } from "~/i18n/I18nProvider";

/** The browser could not say where the person is: the spec's words for an address it cannot place. */
const POSITION_UNAVAILABLE = "addressUnknown";
const PERMISSION_DENIED = "locationBlocked";
/** The server's answers, in the catalogue's words; any other answer is shown as it came (English). */
const SERVER_MESSAGE_KEYS = new Map([
  [ADDRESS_UNKNOWN_MESSAGE, "addressUnknown"],
  [ADDRESS_NOT_SERVICEABLE_MESSAGE, "addressNotServiceable"],
] as const);

interface LocationResult {
  ok: boolean;
  error?: string;
  location?: UserLocation;
  fallback?: boolean;
}

export function LocationPopup({ onClose }: ScreenWidgetProps) {
  const t = useChrome();
  const { city } = useDataWords();
  const dataLang = useEnglishDataLang();
  const current = useUserLocation();
  const detect = useFetcher<LocationResult>();
  const manual = useFetcher<LocationResult>();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<typeof POSITION_UNAVAILABLE | typeof PERMISSION_DENIED | null>(null);
  const [fallbackCity, setFallbackCity] = useState<string | null>(null);
  const pincodeId = useId();
  const pincodeError = useId();
  const input = useRef<HTMLInputElement>(null);
  const closed = useRef(false);

  // Close once the server accepted a location, unless it had to fall back: then say so first.
  useEffect(() => {
    for (const f of [detect, manual]) {
      if (f.state !== "idle" || !f.data?.ok || closed.current) continue;
      if (f.data.fallback) {
        setFallbackCity(f.data.location?.cityName ?? null);
        continue;
      }
      closed.current = true;
      onClose();
    }
  }, [detect, manual, onClose]);

  const manualError = manual.data && !manual.data.ok ? manual.data.error ?? null : null;
  useEffect(() => {
    if (manualError) input.current?.focus();
  }, [manualError]);
  const serverError = detect.data && !detect.data.ok ? detect.data.error ?? null : null;
  /** A message in the page's language, with the lang of English server text the catalogue has no words for. */
  const said = (message: string) => {
    const key = SERVER_MESSAGE_KEYS.get(message as typeof ADDRESS_UNKNOWN_MESSAGE);
    return key ? { text: t(key), lang: undefined } : { text: message, lang: dataLang };
  };
  const detectError = geoError ? { text: t(geoError), lang: undefined } : serverError ? said(serverError) : null;
  const manualMessage = manualError ? said(manualError) : null;

  const autoDetect = () => {
    setGeoError(null);
    setFallbackCity(null);
    if (!("geolocation" in navigator)) {
      setGeoError(POSITION_UNAVAILABLE);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        detect.submit(
          { intent: "detect", latitude: String(pos.coords.latitude), longitude: String(pos.coords.longitude) },
          { method: "post", action: "/resources/location" },
        );
      },
      (err) => {
        setLocating(false);
        setGeoError(err.code === err.PERMISSION_DENIED ? PERMISSION_DENIED : POSITION_UNAVAILABLE);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 0 },
    );
  };

  const detecting = locating || detect.state !== "idle";
  return (
    <Overlay name="location" title={t("locationTitle")} onClose={onClose}>
      <p className="sw-note">
        {t("currentLocation")} <strong>{city(current.cityName)} {current.pincode}</strong>
      </p>
      <section aria-labelledby="sw-auto-detect" className="sw-location-mode">
        <h3 id="sw-auto-detect" className="sw-subtitle">{t("autoDetect")}</h3>
        <button type="button" className="btn-secondary" onClick={autoDetect} disabled={detecting}>
          {detecting ? t("detectingLocation") : t("useMyLocation")}
        </button>
        {detectError ? (
          <p className="field-error" role="alert" lang={detectError.lang}>{detectError.text}</p>
        ) : null}
        {fallbackCity ? (
          <p className="sw-note" role="status">
            {t("fallbackCity")} ({city(fallbackCity)}){" "}
            <button type="button" className="sw-link" onClick={onClose}>{t("ok")}</button>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="sw-manual-entry" className="sw-location-mode">
        <h3 id="sw-manual-entry" className="sw-subtitle">{t("manualEntry")}</h3>
        <manual.Form method="post" action="/resources/location" noValidate className="sw-pincode-form">
          <label htmlFor={pincodeId}>{t("enterPincode")}</label>
          <div className="sw-row">
            <input
              ref={input}
              id={pincodeId}
              name="pincode"
              className="sw-input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              pattern="[1-9][0-9]{5}"
              aria-invalid={manualError ? true : undefined}
              aria-describedby={manualError ? pincodeError : undefined}
              data-autofocus
            />
            <button type="submit" className="btn-primary" disabled={manual.state !== "idle"}>
              {manual.state !== "idle" ? t("checking") : t("apply")}
            </button>
          </div>
          {manualMessage ? (
            <p id={pincodeError} className="field-error" role="alert" lang={manualMessage.lang}>{manualMessage.text}</p>
          ) : null}
        </manual.Form>
      </section>
    </Overlay>
  );
}
