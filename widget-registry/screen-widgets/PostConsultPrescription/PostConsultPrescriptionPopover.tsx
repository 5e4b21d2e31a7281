/**
 * After a consult: the tests a doctor prescribed, split into the ones that can be booked here and the ones
 * that cannot ("a post-consult prescription popover listing available and unavailable item names").
 * Names come from the behaviour's params (lists) or the URL (comma-separated).
 */
import { useScreenUi } from "~/sdui/screen-ui";
import { listParam } from "~/lib/screen-flags";
import { Overlay } from "../shared/Overlay";
import type { ScreenWidgetProps } from "../index";

export function PostConsultPrescriptionPopover({ params, onClose }: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  const available = listParam(params.available);
  const unavailable = listParam(params.unavailable);
  const empty = !available.length && !unavailable.length;
  return (
    <Overlay
      name="post_consult_prescription"
      title="Tests from your prescription"
      variant="sheet"
      onClose={onClose}
      footer={
        available.length ? (
          <button type="button" className="btn-primary" onClick={() => openModal("search", { keyword: available[0] })}>
            Book available tests
          </button>
        ) : null
      }
    >
      {empty ? <p className="sw-empty">Your prescription has no tests to book.</p> : null}
      {available.length ? (
        <section aria-labelledby="rx-available">
          <h3 id="rx-available" className="sw-subtitle">Available for home collection</h3>
          <ul className="sw-names sw-names-ok">
            {available.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {unavailable.length ? (
        <section aria-labelledby="rx-unavailable">
          <h3 id="rx-unavailable" className="sw-subtitle">Not available</h3>
          <p className="sw-note">These cannot be booked for home collection; you can get them done at a clinic near you.</p>
          <ul className="sw-names sw-names-no">
            {unavailable.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Overlay>
  );
}
