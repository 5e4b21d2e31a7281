/**
 * Tests a doctor prescribed in a recent consult: the available ones can be added to the cart one by one,
 * the unavailable ones are listed as such (the spec's post-consult list of "available and unavailable item
 * names"), and "Book all prescribed tests" opens the prescription booking page for the consult.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { formatDate, isoValue } from "../shared/format";

export interface PrescribedItem {
  itemId?: number;
  itemName: string;
  available: boolean;
}

export interface ConsultPrescription {
  appointmentId: string;
  doctorName: string;
  specialty?: string;
  patientName: string;
  consultDate: string;
  items: PrescribedItem[];
}

export interface PostConsultCardProps {
  prescriptions: ConsultPrescription[];
}

export const NO_PRESCRIPTION_TEXT = "No tests prescribed in your recent consultations";
const options: CardRowOptions = { mwebCards: 1.1, gridFallback: 2, mwebCols: 1 };

/** The spec's prescription booking page: /diagnostic-prescription?consult_id= */
export const prescriptionHref = (appointmentId: string) => `/diagnostic-prescription?consult_id=${encodeURIComponent(appointmentId)}`;

function Prescription({ p, dispatch }: { p: ConsultPrescription; dispatch: WidgetProps<PostConsultCardProps>["dispatch"] }) {
  const available = p.items.filter((i) => i.available && i.itemId != null);
  const unavailable = p.items.filter((i) => !i.available || i.itemId == null);
  return (
    <article className="w-postconsult">
      <h3 className="w-postconsult-title">Tests prescribed by {p.doctorName}</h3>
      <p className="w-postconsult-meta">
        {p.specialty ? `${p.specialty} · ` : ""}For {p.patientName} · <time dateTime={isoValue(p.consultDate)}>{formatDate(p.consultDate)}</time>
      </p>
      {available.length ? (
        <ul className="w-postconsult-items" aria-label="Available tests">
          {available.map((i) => (
            <li key={i.itemId}>
              <span className="w-postconsult-name">{i.itemName}</span>
              <button
                type="button"
                className="btn-secondary btn-small"
                aria-label={`Add to cart: ${i.itemName}`}
                onClick={() => dispatch({ type: "add_to_cart", item_id: i.itemId }, "add_to_cart")}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {unavailable.length ? (
        <p className="w-postconsult-unavailable">
          <strong>Not available for home collection:</strong> {unavailable.map((i) => i.itemName).join(", ")}
        </p>
      ) : null}
      {available.length ? (
        <WidgetLink className="w-postconsult-cta" href={prescriptionHref(p.appointmentId)} dispatch={dispatch}>
          Book all prescribed tests
        </WidgetLink>
      ) : null}
    </article>
  );
}

export function PostConsultCard({ props, meta, section, dispatch }: WidgetProps<PostConsultCardProps>) {
  return (
    <CardRow slotClassName="w-postconsult-skel" className="w-postconsults" meta={meta} section={section} dispatch={dispatch} label="Prescribed tests" empty={NO_PRESCRIPTION_TEXT} options={options}>
      {props.prescriptions.map((p) => (
        <Prescription key={p.appointmentId} p={p} dispatch={dispatch} />
      ))}
    </CardRow>
  );
}

export function PostConsultCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-postconsults" cardClassName="w-postconsult-skel" meta={meta} view={view} options={options} />;
}
