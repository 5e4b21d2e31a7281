/**
 * The Circle FAQ and terms pages' text. The rules in them are the spec's (lib/circle-membership): no cancellation,
 * no refund except at the management's discretion, benefits within 24 hours, not valid in physical stores or for
 * hospital visits booked through the product.
 */
import type { TextSection } from "~/features/content/legal-texts";
import { CIRCLE_TERMS } from "~/lib/circle-membership";

export const CIRCLE_FAQ: { question: string; answer: string }[] = [
  {
    question: "What does a Circle member get?",
    answer: "Member prices on lab tests wherever the Circle price is lower than the normal price, extra cashback on eligible tests, no booking fee on lab-test orders, and a 40% discount at Apollo hospitals.",
  },
  {
    question: "When do my benefits start?",
    answer: "Within 24 hours of your payment; usually at once. If you renew before your plan ends, the new plan starts the day after the current one ends.",
  },
  {
    question: "Can I cancel my membership?",
    answer: "No. A membership cannot be cancelled once bought, and it is not refunded except at the management's discretion.",
  },
  {
    question: "Where can I use Circle?",
    answer: "On Apollo 247 for lab tests and the services that show a Circle price. Circle is not valid in physical stores or for hospital visits booked through Apollo 247.",
  },
  {
    question: "How do I see what I have saved?",
    answer: "My membership shows your plan's dates and what you saved on lab tests against the fee you paid.",
  },
];

export const CIRCLE_TERMS_SECTIONS: TextSection[] = [
  { heading: "The membership", paragraphs: ["Circle is a paid membership of Apollo 247 for the plan length you choose. It belongs to the account that buys it and cannot be transferred.", "Buying Circle needs your full name and a valid Indian mobile number."] },
  { heading: "Cancellation and refunds", paragraphs: [CIRCLE_TERMS[0], `${CIRCLE_TERMS[1]} A refund approved by the management is paid back to the payment's source.`] },
  { heading: "When benefits apply", paragraphs: [CIRCLE_TERMS[2], "A plan bought while another is running starts the day after the running plan ends.", CIRCLE_TERMS[3]] },
  { heading: "Prices", paragraphs: ["Member prices apply only while the membership is active, and only where the Circle price is lower than the normal price. Plan prices are in Indian rupees and include taxes."] },
];
