/**
 * The site's phone numbers. Their own module because the footer on every page shows them: a module the root layout
 * imports goes whole into the file every page downloads (build-plugins/shell-chunk.ts), and the patient rules they
 * used to sit with are only for the pages that edit profiles.
 */
export const CUSTOMER_CARE_NUMBER = "1860-500-0202";
/** The helpline for orders already placed (the footer and /contact show both numbers). */
export const HELPLINE_NUMBER = "040-4821-7222";
