import { Form, Link, useNavigation } from "@remix-run/react";
import type { Lead, LeadSlotOption } from "~/.server/domain/lab-tests/prescription-leads";
import { NO_SLOTS_MESSAGE } from "~/lib/slots";
import { formatPrice } from "~/lib/price";
import type { LeadActionData, LeadPreview } from "./leads.server";

interface Props {
  lead: Lead;
  q: string;
  itemIds: number[];
  results: { itemId: number; itemName: string; itemType: string; price: number }[];
  preview: LeadPreview | null;
  previewError: string | null;
  slots: LeadSlotOption[];
  actionData: LeadActionData | undefined;
}

const paise = (p: number) => formatPrice(p / 100);

/** One lead: find the prescribed tests, see the price, choose the collection slot, then create the order or drop the lead. */
export function LeadWorkbench({ lead, q, itemIds, results, preview, previewError, slots, actionData }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const href = (ids: number[]) => `?${new URLSearchParams({ lead: String(lead.orderId), ...(q ? { q } : {}), ...(ids.length ? { items: ids.join(",") } : {}) })}`;
  const err = actionData?.fieldErrors ?? {};
  // One group per day, in the order booking offers them.
  const days = [...new Set(slots.map((s) => s.dateText))];
  return (
    <section className="account-card" aria-labelledby="lead-heading">
      <h2 id="lead-heading">Order for {lead.patientName}</h2>
      <p className="profile-meta">
        Lead {lead.displayId} · +91 {lead.mobileNumber}
        {lead.address?.pincode ? ` · ${[lead.address.addressLine1, lead.address.city, lead.address.pincode].filter(Boolean).join(", ")}` : " · no address on file"}
      </p>
      {lead.prescriptionId ? (
        <p><a href={`/resources/ops/prescriptions/${lead.prescriptionId}`} target="_blank" rel="noopener">Open the prescription ({lead.prescriptionFileName})</a></p>
      ) : null}

      <Form method="get" role="search" className="form-field">
        <input type="hidden" name="lead" value={lead.orderId} />
        {itemIds.length ? <input type="hidden" name="items" value={itemIds.join(",")} /> : null}
        <label htmlFor="lead-search">Search tests</label>
        <div className="phone-input">
          <input id="lead-search" name="q" type="search" defaultValue={q} minLength={2} maxLength={100} autoComplete="off" />
          <button type="submit" className="btn-secondary">Search</button>
        </div>
      </Form>
      {q && !results.length ? <p className="empty-state">No tests match “{q}”.</p> : null}
      {results.length ? (
        <ul className="address-list" aria-label="Search results">
          {results.map((r) => (
            <li key={r.itemId} className="address-item">
              <span className="address-body">{r.itemName} · {formatPrice(r.price)}</span>
              {itemIds.includes(r.itemId) ? (
                <span className="badge">Added</span>
              ) : (
                <Link to={href([...itemIds, r.itemId])} preventScrollReset aria-label={`Add ${r.itemName}`}>Add</Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <h3>Tests on the order</h3>
      {previewError ? <p className="form-error" role="alert">{previewError}</p> : null}
      {preview ? (
        <table className="inbox-table">
          <caption className="visually-hidden">Tests and price</caption>
          <tbody>
            {preview.lines.map((l) => (
              <tr key={l.itemId}>
                <th scope="row">{l.itemName}</th>
                <td>{paise(l.price)}</td>
                <td><Link to={href(itemIds.filter((id) => id !== l.itemId))} preventScrollReset aria-label={`Remove ${l.itemName}`}>Remove</Link></td>
              </tr>
            ))}
            <tr><th scope="row">Home collection charges</th><td>{paise(preview.homeCollectionCharges)}</td><td /></tr>
            {preview.bookingFees ? <tr><th scope="row">Booking fee</th><td>{paise(preview.bookingFees)}</td><td /></tr> : null}
            <tr><th scope="row">To pay at collection</th><td data-testid="lead-to-pay">{paise(preview.toPay)}</td><td /></tr>
          </tbody>
        </table>
      ) : (
        <p className="empty-state">No tests added yet: search for the tests the prescription names.</p>
      )}

      <Form method="post" className="form-actions" aria-label="Create the order">
        <input type="hidden" name="intent" value="convert" />
        <input type="hidden" name="orderId" value={lead.orderId} />
        {itemIds.map((id) => <input key={id} type="hidden" name="itemId" value={id} />)}
        {slots.length ? (
          <div className="form-field">
            <label htmlFor="lead-slot">Collection slot</label>
            <select id="lead-slot" name="slotDateTimeInUTC" required aria-invalid={err.slotDateTimeInUTC ? true : undefined}>
              {days.map((day) => (
                <optgroup key={day} label={day}>
                  {slots.filter((s) => s.dateText === day).map((s) => (
                    <option key={s.slotId} value={s.slotDateTimeInUTC}>{`${s.dateText}, ${s.timeText}`}</option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : (
          <p className="empty-state" role="status">{NO_SLOTS_MESSAGE}</p>
        )}
        {actionData?.formError ? <p className="form-error" role="alert">{actionData.formError}</p> : null}
        <button type="submit" className="btn-primary" disabled={busy || !preview || !slots.length}>Create order</button>
      </Form>

      <Form method="post" className="form-actions" aria-label="Drop the lead">
        <input type="hidden" name="intent" value="drop" />
        <input type="hidden" name="orderId" value={lead.orderId} />
        <div className="form-field">
          <label htmlFor="drop-reason">Reason for dropping</label>
          <input id="drop-reason" name="reason" required maxLength={200} />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>Drop lead</button>
      </Form>
    </section>
  );
}
