/**
 * Checkout's side trips in place. A link opens a native modal <dialog> (focus stays inside, Escape closes it, the
 * page behind is inert); without scripts the same link still leads to the full page. The dialog's form posts
 * through a fetcher, so the page underneath never navigates, and when the answer says what was added the dialog
 * closes, focus returns to the link, and the page (revalidated by Remix) shows the new patient or address chosen.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { InPlacePatientForm } from "~/features/patients/PatientForm";
import { InPlaceAddressForm } from "~/features/addresses/AddressForm";
import type { SideTripAnswer } from "./side-trips.server";

function InPlaceDialog({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>("input, select, textarea")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="in-place-dialog"
      aria-label={label}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
    >
      <button type="button" className="in-place-dialog-close" aria-label="Close" onClick={onClose}>×</button>
      {open ? children : null}
    </dialog>
  );
}

/** One side trip: its opening link, its dialog, and the line that says what was added. */
function SideTrip({ label, href, className, form }: {
  label: string;
  href: string;
  className?: string;
  form: (fetcher: ReturnType<typeof useFetcher<SideTripAnswer>>, cancel: ReactNode) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SideTripAnswer>();
  const statusId = useId();
  const added = fetcher.state === "idle" ? fetcher.data?.added : undefined;
  useEffect(() => {
    if (added) setOpen(false);
  }, [added]);
  const cancel = <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>Cancel</button>;
  return (
    <>
      <Link
        to={href}
        className={className}
        aria-haspopup="dialog"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <p id={statusId} role="status" className="in-place-added">{added && !open ? added.message : ""}</p>
      <InPlaceDialog open={open} onClose={() => setOpen(false)} label={label}>
        {form(fetcher, cancel)}
      </InPlaceDialog>
    </>
  );
}

export function AddFamilyMemberInPlace({ className }: { className?: string }) {
  return (
    <SideTrip
      label="Add a family member" href="/patients?add=1" className={className}
      form={(fetcher, cancel) => <InPlacePatientForm fetcher={fetcher} action="/resources/checkout/patient" cancel={cancel} />}
    />
  );
}

export function AddAddressInPlace({ className }: { className?: string }) {
  return (
    <SideTrip
      label="Add an address" href="/address-book?add=1" className={className}
      form={(fetcher, cancel) => <InPlaceAddressForm fetcher={fetcher} action="/resources/checkout/address" cancel={cancel} />}
    />
  );
}
