/**
 * Header location chip: shows the city and pincode every configured screen uses; opens a popup to enter
 * a pincode (manual entry). The server answers with the spec's messages for unknown and unserviceable areas.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { UserLocation } from "~/lib/location";

interface LocationActionData {
  ok: boolean;
  error?: string;
}

export function LocationChip({ location }: { location: UserLocation }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<LocationActionData>();
  const here = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const chip = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setOpen(false);
      chip.current?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <div className="location">
      <button
        ref={chip}
        type="button"
        className="location-chip"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="location-chip"
      >
        <span aria-hidden="true">📍</span> {location.cityName} {location.pincode}
      </button>
      {open ? (
        <div
          className="location-popup"
          role="dialog"
          aria-modal="false"
          aria-labelledby="location-popup-title"
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              setOpen(false);
              chip.current?.focus();
            }
          }}
        >
          <h2 id="location-popup-title">Select your location</h2>
          <fetcher.Form method="post" action="/resources/location" noValidate>
            <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
            <label htmlFor="pincode-input">Enter pincode</label>
            <input
              ref={input}
              id="pincode-input"
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              pattern="[1-9][0-9]{5}"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "pincode-error" : undefined}
              defaultValue=""
            />
            {error ? (
              <p id="pincode-error" className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="location-actions">
              <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? "Checking…" : "Apply"}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </fetcher.Form>
        </div>
      ) : null}
    </div>
  );
}
