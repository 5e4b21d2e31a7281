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
import type { UserLocation } from "~/lib/location";

export const PERMISSION_DENIED_MESSAGE =
  "Location access is blocked. Allow location for this site in your browser settings, or enter your pincode below.";
export const POSITION_UNAVAILABLE_MESSAGE = "Couldn't identify your address. Please update";
export const FALLBACK_CITY_NOTE = "We don't serve your area yet, so we're showing prices for our default city.";

interface LocationResult {
  ok: boolean;
  error?: string;
  location?: UserLocation;
  fallback?: boolean;
}

export function LocationPopup({ onClose }: ScreenWidgetProps) {
  const current = useUserLocation();
  const detect = useFetcher<LocationResult>();
  const manual = useFetcher<LocationResult>();
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
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

  const manualError = manual.data && !manual.data.ok ? manual.data.error : null;
  useEffect(() => {
    if (manualError) input.current?.focus();
  }, [manualError]);
  const detectError = geoError ?? (detect.data && !detect.data.ok ? detect.data.error : null);

  const autoDetect = () => {
    setGeoError(null);
    setFallbackCity(null);
    if (!("geolocation" in navigator)) {
      setGeoError(POSITION_UNAVAILABLE_MESSAGE);
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
        setGeoError(err.code === err.PERMISSION_DENIED ? PERMISSION_DENIED_MESSAGE : POSITION_UNAVAILABLE_MESSAGE);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 0 },
    );
  };

  const detecting = locating || detect.state !== "idle";
  return (
    <Overlay name="location" title="Select your location" onClose={onClose}>
      <p className="sw-note">
        Current location: <strong>{current.cityName} {current.pincode}</strong>
      </p>
      <section aria-labelledby="sw-auto-detect" className="sw-location-mode">
        <h3 id="sw-auto-detect" className="sw-subtitle">Auto Detect</h3>
        <button type="button" className="btn-secondary" onClick={autoDetect} disabled={detecting}>
          {detecting ? "Detecting your location…" : "Use my current location"}
        </button>
        {detectError ? (
          <p className="field-error" role="alert">{detectError}</p>
        ) : null}
        {fallbackCity ? (
          <p className="sw-note" role="status">
            {FALLBACK_CITY_NOTE} ({fallbackCity}){" "}
            <button type="button" className="sw-link" onClick={onClose}>OK</button>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="sw-manual-entry" className="sw-location-mode">
        <h3 id="sw-manual-entry" className="sw-subtitle">Manual entry</h3>
        <manual.Form method="post" action="/resources/location" noValidate className="sw-pincode-form">
          <label htmlFor={pincodeId}>Enter pincode</label>
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
              {manual.state !== "idle" ? "Checking…" : "Apply"}
            </button>
          </div>
          {manualError ? (
            <p id={pincodeError} className="field-error" role="alert">{manualError}</p>
          ) : null}
        </manual.Form>
      </section>
    </Overlay>
  );
}
