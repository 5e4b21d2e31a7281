/**
 * Checks a pincode with getDiagnosticServiceability and, when home collection reaches it, shows the
 * earliest slot from getUpcomingSlotInfo. Runs through the page's GraphQL client.
 */
import { useState } from "react";
import { useSignIn } from "~/features/auth/SignInState";
import { graphql } from "~/graphql/generated";

const SERVICEABILITY = graphql(/* GraphQL */ `
  query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {
    getDiagnosticServiceability(latitude: $latitude, longitude: $longitude, postalCode: $postalCode) {
      status cityID stateID cityName stateName areaName message
    }
  }
`);
const UPCOMING_SLOT = graphql(/* GraphQL */ `
  query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {
    getUpcomingSlotInfo(latitude: $latitude, longitude: $longitude, zipcode: $zipcode, serviceability: $serviceability) { status slotInfo }
  }
`);

type Result = { kind: "ok"; place: string; slot: string } | { kind: "message"; text: string };

export function ServiceabilityCheck({ pincode, latitude, longitude }: { pincode: string; latitude: number; longitude: number }) {
  const { client } = useSignIn();
  const [state, setState] = useState<"idle" | "loading" | "done">("idle");
  const [result, setResult] = useState<Result | null>(null);
  async function check() {
    if (!client) return;
    setState("loading");
    const s = await client.query(SERVICEABILITY, { latitude, longitude, postalCode: pincode }).toPromise();
    const data = s.data?.getDiagnosticServiceability;
    if (!data) {
      setResult({ kind: "message", text: "Something went wrong! Please try again." });
    } else if (!data.status) {
      setResult({ kind: "message", text: data.message ?? "" });
    } else {
      const { cityID, stateID } = data;
      const slot =
        cityID != null && stateID != null
          ? await client.query(UPCOMING_SLOT, { latitude, longitude, zipcode: pincode, serviceability: { cityID, stateID } }).toPromise()
          : null;
      setResult({ kind: "ok", place: `${data.areaName}, ${data.cityName}`, slot: slot?.data?.getUpcomingSlotInfo?.slotInfo ?? "No Slots Available" });
    }
    setState("done");
  }
  return (
    <div className="serviceability">
      <button type="button" className="link-button" onClick={check} disabled={state === "loading"}>
        {state === "loading" ? "Checking…" : "Check home collection"}
      </button>
      <div aria-live="polite">
        {result?.kind === "ok" ? <p className="address-meta">Home collection available in {result.place}. Earliest slot: {result.slot}</p> : null}
        {result?.kind === "message" ? <p className="profile-flag">{result.text}</p> : null}
      </div>
    </div>
  );
}
