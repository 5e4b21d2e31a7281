/**
 * The spec's netbanking outage messages, where a patient is about to pay (consults, the gateway's checkout). A note,
 * not a live region: it is there when the page loads, and it advises rather than stops.
 */
export function NetbankingNotices({ notices }: { notices: string[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <div className="pay-outage" role="note" aria-label="Netbanking" data-netbanking-outage>
      {notices.map((n) => <p key={n}>{n}</p>)}
    </div>
  );
}
