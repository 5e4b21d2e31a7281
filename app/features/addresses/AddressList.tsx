import { Form, Link } from "@remix-run/react";
import type { Address } from "~/.server/domain/accounts/addresses";
import { ServiceabilityCheck } from "./ServiceabilityCheck";

export function AddressList({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <p className="empty-state">No saved addresses yet. Add one to book home sample collection.</p>;
  return (
    <ul className="address-list" aria-label="Saved addresses">
      {addresses.map((a) => (
        <li key={a.id} className="address-item" data-address-id={a.id} data-default={a.isDefault || undefined}>
          <div className="address-body">
            <h3>{a.name}{a.isDefault ? <span className="badge">Default</span> : null}</h3>
            <p className="address-meta">{[a.addressLine1, a.addressLine2, a.landmark].filter(Boolean).join(", ")}</p>
            <p className="address-meta">{a.city}, {a.state} {a.pincode}</p>
            {a.serviceabilityMessage ? <p className="profile-flag" role="note">{a.serviceabilityMessage}</p> : <ServiceabilityCheck pincode={a.pincode} latitude={a.latitude} longitude={a.longitude} />}
          </div>
          <div className="item-actions">
            <Link to={`/address-book?edit=${a.id}`} className="btn-secondary btn-small" aria-label={`Edit ${a.name}`}>Edit</Link>
            {!a.isDefault ? (
              <Form method="post">
                <input type="hidden" name="addressId" value={a.id} />
                <button type="submit" name="intent" value="set-default" className="btn-secondary btn-small" aria-label={`Make ${a.name} the default address`}>Make default</button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="addressId" value={a.id} />
              <button type="submit" name="intent" value="delete" className="btn-secondary btn-small" aria-label={`Delete ${a.name}`}>Delete</button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
