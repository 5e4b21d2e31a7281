/**
 * "Demo banners are designed artwork that shows the offer they announce": every banner image a seeded screen
 * configuration (screen-configs/, version 1 of every screen) or a widget sample names is drawn with its offer,
 * and the offer is the one its alt text states.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/images.$";
import { artworkFor, BANNER_ARTWORK, wrap } from "~/.server/banner-artwork";
import { widgets } from "#widgets/registry";

interface Use {
  where: string;
  image: string;
  alt: string;
}

function bannerUses(): Use[] {
  const out: Use[] = [];
  const walk = (v: unknown, where: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, where));
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      for (const k of ["imageUrl", "mwebImageUrl"]) {
        const url = o[k];
        if (typeof url === "string" && url.startsWith("/images/banners/")) out.push({ where, image: url.replace("/images/", ""), alt: String(o.alt ?? "") });
      }
      Object.values(o).forEach((x) => walk(x, where));
    }
  };
  for (const f of fs.readdirSync("screen-configs")) walk(JSON.parse(fs.readFileSync(`screen-configs/${f}`, "utf8")), f);
  for (const w of widgets) w.samples.forEach((s) => walk(s.props, `${w.type} sample "${s.name}"`));
  return out;
}

async function picture(path: string): Promise<string> {
  const res = await loader({ params: { "*": path }, request: new Request(`http://localhost/images/${path}`), context: {} });
  expect(res.status).toBe(200);
  return res.text();
}

/** The words a person reads on the picture: the text of its <text> elements, lines joined. */
function visibleText(svg: string): string {
  const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => decode(m[1])).join(" ");
}

describe("designed banner artwork", () => {
  const uses = bannerUses();

  it("the seeded configurations name banners (the test reads them, it does not list them)", () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it.each([...new Set(uses.map((u) => u.image))])("%s shows its offer, headline and call to action", async (image) => {
    const found = artworkFor(image.replace(/^banners\//, "").replace(/\.svg$/, ""));
    expect(found, `no artwork for ${image}`).not.toBeNull();
    const art = found!.art;
    const text = visibleText(await picture(image));
    // A background without words: the banner's own text fields say them (tests/unit/banner-text.test.tsx).
    if (found!.background) {
      expect(text).toBe("");
      return;
    }
    // The offer may wrap onto two lines: its words appear in order.
    expect(text.replace(/\s+/g, " ")).toContain(art.offer);
    expect(text.replace(/\s+/g, " ")).toContain(art.headline);
    expect(text).toContain(art.cta);
    expect(await picture(image)).toMatch(/class="lucide lucide-/);
  });

  it.each(uses.map((u) => [u.where, u.image, u.alt] as const))("%s: %s says in its alt text the offer it shows", (_where, image, alt) => {
    const art = artworkFor(image.replace(/^banners\//, "").replace(/\.svg$/, ""))!.art;
    expect(alt.toLowerCase()).toContain(art.offer.toLowerCase());
  });

  it("banners on a background without words carry the artwork's offer as their own text", () => {
    const withText: { where: string; offer: unknown; image: string }[] = [];
    const walk = (v: unknown, where: string) => {
      if (Array.isArray(v)) v.forEach((x) => walk(x, where));
      else if (v && typeof v === "object") {
        const o = v as Record<string, unknown>;
        if (typeof o.imageUrl === "string" && /-bg\.svg$/.test(o.imageUrl)) withText.push({ where, offer: o.offer, image: o.imageUrl });
        Object.values(o).forEach((x) => walk(x, where));
      }
    };
    for (const f of fs.readdirSync("screen-configs")) walk(JSON.parse(fs.readFileSync(`screen-configs/${f}`, "utf8")), f);
    for (const w of widgets) w.samples.forEach((s) => walk(s.props, `${w.type} sample "${s.name}"`));
    expect(withText.length).toBeGreaterThan(0);
    for (const u of withText) expect(u.offer, `${u.where}: ${u.image}`).toBe(artworkFor(u.image.replace(/^.*\//, "").replace(/\.svg$/, ""))!.art.offer);
  });

  it("the HEALTH25 coupon banner reads 'Flat 25% off with HEALTH25'", async () => {
    expect(visibleText(await picture("banners/health25-offer.svg"))).toContain("Flat 25% off with HEALTH25");
  });

  it("phone artwork keeps its type at 12 px or more, readable at 360 px wide", async () => {
    for (const key of Object.keys(BANNER_ARTWORK)) {
      const svg = await picture(`banners/${key}-m.svg`);
      expect(svg).toMatch(/viewBox="0 0 360 160"/);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...sizes), key).toBeGreaterThanOrEqual(12);
    }
  });

  it("wraps words onto lines within the width, or says it cannot", () => {
    expect(wrap("Flat 25% off with HEALTH25", 22, 234, 2)).toEqual(["Flat 25% off with", "HEALTH25"]);
    expect(wrap("Flat 25% off with HEALTH25", 22, 100, 2)).toBeNull();
  });
});
