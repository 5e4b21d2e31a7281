/**
 * The legal and company pages, as plain data (headings and paragraphs) so the pages stay small. The
 * customer care numbers are the ones the footer shows.
 */
import { CUSTOMER_CARE_NUMBER } from "~/lib/contact-numbers";

export const LAST_UPDATED = "23 November 2026";

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export const TERMS: TextSection[] = [
  { heading: "About these terms", paragraphs: ["These terms apply when you use Apollo 247 on the web to book lab tests, health checkups, scans or doctor consultations. By creating an account or placing an order you agree to them. If you do not agree, please do not use the service."] },
  { heading: "Your account", paragraphs: ["You sign in with a mobile number and a one-time code. Keep your phone secure: anyone who can read your SMS can sign in as you.", "You may add family members as patient profiles. You confirm that you have their permission, or are their guardian, when you book for them."] },
  { heading: "Bookings and home collection", paragraphs: ["A booking is confirmed when you receive an order number. Collection slots depend on availability in your area; we will tell you at once if a slot cannot be kept and offer another.", "Please follow the preparation shown for each test (for example, fasting). A sample taken without the right preparation may give an unreliable result; re-collection in that case may be charged."] },
  { heading: "Prices and payment", paragraphs: ["Prices are in Indian rupees and include taxes. The price you pay is the one shown in the cart when you place the order. Circle member prices apply only while the membership is active.", "Health credits can pay for up to 50% of an order. Coupons cannot be combined unless the offer says so."] },
  { heading: "Reports and medical advice", paragraphs: ["Tests are performed by accredited partner laboratories. Reports are information for you and your doctor; they are not a diagnosis. Always consult a qualified doctor about your results."] },
  { heading: "Cancellations and refunds", paragraphs: ["You may cancel or reschedule before the phlebotomist starts towards you. Refunds follow the refund policy."] },
  { heading: "Acceptable use", paragraphs: ["Do not misuse the service: no false bookings, no attempts to access other people's data, no automated scraping."] },
  { heading: "Liability", paragraphs: ["We take reasonable care in arranging your tests. We are not liable for delays caused by events outside our control, such as extreme weather or public restrictions. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019."] },
  { heading: "Governing law", paragraphs: ["These terms are governed by the laws of India. Courts in Hyderabad, Telangana have jurisdiction over disputes."] },
];

export const PRIVACY: TextSection[] = [
  { heading: "What we collect", paragraphs: ["Your mobile number; the names, gender, date of birth and relation of the patient profiles you add; your addresses and pincode; your orders, payments (through our payment partners: we never see full card numbers) and reports.", "If you accept analytics, we also record which pages and offers you use, without your name or number."] },
  { heading: "Why we use it", paragraphs: ["To arrange sample collection at your address, have the laboratory perform the tests, send your reports, take payment and give refunds, and answer you when you contact us.", "Your location (pincode or, if you allow it, your device's position) is used to show prices and slots available where you are."] },
  { heading: "Analytics and cookies", paragraphs: ["We use a cookie to keep you signed in, one to remember your chosen location, and one to remember your analytics choice. Analytics are recorded only after you accept them in the privacy banner; you can change your mind by clearing the site's cookies."] },
  { heading: "Who we share it with", paragraphs: ["The partner laboratory and phlebotomist who handle your order, our payment partners, and SMS and e-mail services that deliver your codes and reports. Each receives only what it needs. We do not sell personal data."] },
  { heading: "How long we keep it", paragraphs: ["Reports and orders are kept while your account is active and as long as medical-record law requires. Sign-in codes expire within minutes."] },
  { heading: "Your rights", paragraphs: ["Under the Digital Personal Data Protection Act, 2023 you may ask for a copy of your data, correct it, or ask us to delete your account. Call customer care at " + CUSTOMER_CARE_NUMBER + " to do so."] },
  { heading: "Security", paragraphs: ["Data travels encrypted over HTTPS. Reports are visible only to the signed-in account that owns them."] },
];

export const REFUND_POLICY: TextSection[] = [
  { heading: "Cancelling an order", paragraphs: ["Cancel from the order details page before the phlebotomist starts towards you and a prepaid order is refunded in full. Once the sample has been collected an order cannot be cancelled."] },
  { heading: "When the refund arrives", paragraphs: ["Refunds go back to the original payment method within 3-5 working days. Health credits used on the order are returned to your account at once. Cash on delivery orders have nothing to refund until paid."] },
  { heading: "Rejected samples", paragraphs: ["If the laboratory cannot use a sample, we arrange a free re-collection. If you prefer not to give another sample, the tests affected are refunded, in part or in full."] },
  { heading: "Failed payments", paragraphs: ["If money was deducted but the booking failed, the amount is refunded automatically in 3-5 working days."] },
  { heading: "Missed collection", paragraphs: ["If the phlebotomist does not arrive in the chosen slot and you cancel, the order is refunded in full, including any slot charge."] },
  { heading: "Help with a refund", paragraphs: ["Call customer care at " + CUSTOMER_CARE_NUMBER + " with your order number."] },
];

export const ABOUT: TextSection[] = [
  { heading: "Who we are", paragraphs: ["Apollo 247 brings diagnostics and doctors to patients at home. Book lab tests and health checkups with home sample collection, scans at partner centres, and consultations with doctors online or in a clinic, for yourself and your family."] },
  { heading: "How lab tests work", paragraphs: ["You choose tests online, a trained phlebotomist collects the sample at your door, an accredited laboratory performs the tests, and your report reaches you online, usually within a day."] },
  { heading: "Where we are", paragraphs: ["Home collection is available in Hyderabad, Mumbai, New Delhi, Bangalore, Chennai, Kolkata, Pune, Ahmedabad, Jaipur, Lucknow, Visakhapatnam, Kochi, Coimbatore, Nagpur, Indore and Bhubaneswar, and growing."] },
];
