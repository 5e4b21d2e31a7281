import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { NEAR_ME_RADIUS_KM } from "~/lib/doctor-listing";

type PermissionState = "unknown" | "prompt" | "granted" | "denied" | "locating" | "unavailable";

/**
 * Doctors near me asks the browser for the patient's location. Prompt: a button asks (never on load, uninvited).
 * Granted: the location is read straight away. Denied: how to allow it, and the city listings instead.
 */
export function NearMeLocation({ hasLocation, cities }: { hasLocation: boolean; cities: { name: string; href: string }[] }) {
  const navigate = useNavigate();
  const [state, setState] = useState<PermissionState>("unknown");

  const locate = () => {
    if (!("geolocation" in navigator)) return setState("unavailable");
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (p) => navigate(`/doctors/doctors-near-me?lat=${p.coords.latitude.toFixed(5)}&lng=${p.coords.longitude.toFixed(5)}&sort=distance`, { replace: true }),
      (e) => setState(e.code === e.PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  useEffect(() => {
    if (!("geolocation" in navigator)) return setState("unavailable");
    if (!navigator.permissions?.query) return setState("prompt");
    let status: PermissionStatus | null = null;
    const onChange = () => status && setState(status.state);
    navigator.permissions
      .query({ name: "geolocation" })
      .then((s) => {
        status = s;
        s.addEventListener("change", onChange);
        setState(s.state);
        if (s.state === "granted" && !hasLocation) locate();
      })
      .catch(() => setState("prompt"));
    return () => status?.removeEventListener("change", onChange);
    // Runs once: asking again on every render would loop through navigate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="near-me" aria-live="polite" data-location-state={state}>
      <p>Doctors whose clinics are within {NEAR_ME_RADIUS_KM} km of you.</p>
      {state === "denied" ? (
        <p className="field-error">
          Location access is blocked for this site. Allow it in your browser&apos;s site settings and reload, or pick your city below.
        </p>
      ) : state === "unavailable" ? (
        <p className="field-error">We could not find your location. Please try again, or pick your city below.</p>
      ) : null}
      {state !== "denied" ? (
        <button type="button" className="btn-primary btn-small" onClick={locate} disabled={state === "locating"}>
          {state === "locating" ? "Finding your location…" : hasLocation ? "Update my location" : "Use my location"}
        </button>
      ) : null}
      <nav className="chip-list" aria-label="Doctors by city">
        {cities.map((c) => (
          <Link key={c.href} className="chip-link" to={c.href}>{c.name}</Link>
        ))}
      </nav>
    </section>
  );
}
