/**
 * Reasons a patient picks when rescheduling or cancelling (getRescheduleAndCancellationReasons). The spec names
 * the inputs — appointmentDateTimeInUTC, isCorporateFlow, isModifyDisable — and that corporate-flow users get a
 * different list ("a different reschedule and cancel reasons query (isCorporateFlow)"). Pure, so the server
 * checks a submitted reason against the very list the dialog showed.
 */

/** A cancel or reschedule without a reason, or with one the order does not offer: the browser and the server say this. */
export const REASON_REQUIRED_MESSAGE = "Please choose a reason.";

export interface ReasonsInput {
  appointmentDateTimeInUTC: string | null;
  isCorporateFlow: boolean;
  /** true when the order cannot be modified: "I want to add or remove tests" is then not offered. */
  isModifyDisable: boolean;
  now?: Date;
}

export interface Reasons {
  rescheduleReasons: string[];
  cancellationReasons: string[];
}

export const AGENT_DID_NOT_ARRIVE = "The agent did not arrive on time";

export function rescheduleAndCancellationReasons(input: ReasonsInput): Reasons {
  const now = input.now ?? new Date();
  const slotPassed = input.appointmentDateTimeInUTC != null && Date.parse(input.appointmentDateTimeInUTC) <= now.getTime();
  const rescheduleReasons = ["I am not available at this time", "Patient is unwell", "I want a different time", "I will be travelling"];
  const cancellationReasons = input.isCorporateFlow
    ? // A corporate booking is paid by the employer: price and self-booking reasons do not apply.
      ["I am not available for the health check", "Patient is unwell", "My employer changed the health check plan", "I booked by mistake"]
    : ["I found a better price elsewhere", "I booked by mistake", "I will get the tests done at a lab", "Patient is unwell", "Doctor advised not to take the tests"];
  if (!input.isModifyDisable) cancellationReasons.push("I want to add or remove tests");
  if (slotPassed) {
    rescheduleReasons.unshift(AGENT_DID_NOT_ARRIVE);
    cancellationReasons.unshift(AGENT_DID_NOT_ARRIVE);
  }
  cancellationReasons.push("Other");
  rescheduleReasons.push("Other");
  return { rescheduleReasons, cancellationReasons };
}
