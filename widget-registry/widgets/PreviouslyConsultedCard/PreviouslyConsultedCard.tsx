/**
 * Doctors the user consulted before, to book a follow-up with the same doctor: photo, name, specialty,
 * experience, when they last consulted, and "Consult again" to the doctor's profile.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { formatPrice } from "~/lib/price";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { formatDate, isoValue } from "../shared/format";

export interface ConsultedDoctor {
  doctorId: string;
  doctorName: string;
  specialty: string;
  experienceYears?: number;
  lastConsultedOn: string;
  imageUrl: string;
  profileUrl: string;
  consultFee?: number;
}

export interface PreviouslyConsultedCardProps {
  doctors: ConsultedDoctor[];
}

export const DOCTOR_IMAGE_SIZE = 64;
export const NO_CONSULTED_TEXT = "Doctors you consult will show here";
const options: CardRowOptions = { mwebCards: 1.3, gridFallback: 3 };

export function PreviouslyConsultedCard({ props, meta, section, dispatch }: WidgetProps<PreviouslyConsultedCardProps>) {
  return (
    <CardRow slotClassName="w-doctor-skel" className="w-consulted" meta={meta} section={section} dispatch={dispatch} label="Previously consulted" empty={NO_CONSULTED_TEXT} options={options}>
      {props.doctors.map((d) => (
        <article key={d.doctorId} className="w-doctor">
          <img className="w-doctor-photo" src={d.imageUrl} alt="" width={DOCTOR_IMAGE_SIZE} height={DOCTOR_IMAGE_SIZE} loading="lazy" decoding="async" />
          <div className="w-doctor-text">
            <h3 className="w-doctor-name">{d.doctorName}</h3>
            <p className="w-doctor-meta">
              {d.specialty}
              {d.experienceYears ? ` · ${d.experienceYears} yrs exp` : ""}
            </p>
            <p className="w-doctor-meta">
              Last consulted <time dateTime={isoValue(d.lastConsultedOn)}>{formatDate(d.lastConsultedOn)}</time>
            </p>
            {d.consultFee != null && d.consultFee > 0 ? <p className="w-doctor-fee">{formatPrice(d.consultFee)}</p> : null}
          </div>
          <WidgetLink className="btn-secondary btn-small w-doctor-cta" href={d.profileUrl} dispatch={dispatch} event="item_click" aria-label={`Consult again: ${d.doctorName}`}>
            Consult again
          </WidgetLink>
        </article>
      ))}
    </CardRow>
  );
}

export function PreviouslyConsultedCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-consulted" cardClassName="w-doctor-skel" meta={meta} view={view} options={options} />;
}
