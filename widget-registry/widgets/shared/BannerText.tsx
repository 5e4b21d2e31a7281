/**
 * A banner's words as HTML text over its picture (headline, offer, detail line and call to action, the names the
 * designed artwork uses: app/.server/banner-artwork.ts). Words that are text can be read by screen readers,
 * translated and changed in the studio without a new image; the picture is then its background, without words
 * (`<name>-bg.svg`), and decorative. The words sit in the picture's box (absolutely placed, type sized to the box),
 * so they never change the banner's height: the skeleton keeps the same box.
 */
import { text } from "./schema";

export interface BannerTextFields {
  headline?: string;
  offer?: string;
  detail?: string;
  cta?: string;
}

/** The text fields' schema, with titles and help in words for the studio's form. */
export const bannerTextSchema = {
  headline: {
    ...text(80),
    title: "Headline on the banner",
    description: "Shown as text over the picture, so it can be read aloud, translated and changed without a new image. Leave the words out of the picture when you use it.",
  },
  offer: { ...text(80), title: "Offer on the banner", description: "The offer itself, the largest words on the banner, e.g. “Up to 66% off”." },
  detail: { ...text(120), title: "Detail line", description: "A short line under the offer, e.g. “Free home sample collection”. Hidden when the banner is too small for it." },
  cta: { ...text(30), title: "Button words", description: "The call to action on the banner, e.g. “Book now”. The whole banner is the link." },
};

/** Whether the banner has words of its own (then its picture is the background, and decorative). */
export function hasBannerText(b: BannerTextFields): boolean {
  return !!(b.headline?.trim() || b.offer?.trim());
}

export function BannerText({ words, view, withCta = true }: { words: BannerTextFields; view: "web" | "mweb"; withCta?: boolean }) {
  // Spans, not headings or paragraphs: the words may sit inside the banner's link, and must not break the page's
  // heading order.
  return (
    <span className="w-banner-text" data-view={view}>
      <span className="w-banner-words">
        {words.headline ? <span className="w-banner-headline">{words.headline}</span> : null}
        {words.offer ? <span className="w-banner-offer">{words.offer}</span> : null}
        {words.detail ? <span className="w-banner-detail">{words.detail}</span> : null}
        {withCta && words.cta ? <span className="w-banner-cta">
            {words.cta}
            <span aria-hidden="true"> ›</span>
          </span> : null}
      </span>
    </span>
  );
}
