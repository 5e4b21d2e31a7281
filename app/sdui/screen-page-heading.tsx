/**
 * The heading each configured screen's page puts above its sections. One home for the pages and the studio
 * preview: the preview draws the same h1, so its heading-order check sees the page as patients get it (an h1
 * followed by a section's h3 is a skipped level, which a check of the sections alone cannot see).
 */
export const SCREEN_PAGE_HEADINGS: Record<string, { text: string; hidden?: boolean }> = {
  a247_home: { text: "Apollo 247 – your health, at home", hidden: true },
  diag_home: { text: "Book Lab Tests at Home" },
  consult_home: { text: "Consult a Doctor" },
  credit_card_home: { text: "Apollo SBI Credit Card" },
  credit_card_active: { text: "Your Apollo SBI Card" },
};

export function ScreenPageHeading({ screenName }: { screenName: string }) {
  const h = SCREEN_PAGE_HEADINGS[screenName];
  if (!h) return null;
  return <h1 className={h.hidden ? "visually-hidden" : "page-title"}>{h.text}</h1>;
}
