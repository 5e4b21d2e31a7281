/**
 * Illustrations for banners, categories, services and items, drawn as SVG from the file name so that
 * every image a configuration names exists (an editor's missing upload never shows a broken image). The demo
 * banners are designed artwork showing their offer, or its background without words for banners whose words are
 * text (`-bg`) (~/.server/banner-artwork); any other banner name gets its label.
 * Every one is also served as AVIF/WebP rasters at the media pipeline's widths (~/.server/artwork-raster), which
 * is what the widgets show (lib/media.ts says why); the SVG stays the <img>'s fallback `src`.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { tileIconSvg } from "~/.server/illustration-icons";
import { artworkFor, bannerArtworkSvg } from "~/.server/banner-artwork";
import { artworkRaster } from "~/.server/artwork-raster";
import { ARTWORK_VARIANT, type MediaFormat } from "~/lib/media";

const PALETTES = [
  ["#02475b", "#fc9916"], ["#0b6e8a", "#e8f5e9"], ["#5b2c83", "#ffd166"], ["#1b5e20", "#c8e6c9"],
  ["#8a1c1c", "#ffe0b2"], ["#003f88", "#ffcf56"], ["#00695c", "#b2dfdb"], ["#4e342e", "#ffccbc"],
];

/** Every artwork but a banner is drawn in a 96 px square. */
const ICON_BOX = 96;

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Banner size for a file name: phone files (`-m`) 360×160, "wide" ones 1200×240, others 1200×300. */
function bannerSize(file: string): [number, number] {
  return file.endsWith("-m") ? [360, 160] : file.includes("wide") ? [1200, 240] : [1200, 300];
}

/** `icon`: the tile's icon as SVG markup (32 px), drawn in the circle instead of the label's initials. */
export function illustration(path: string, icon: string | null = null): string {
  const file = path.replace(/^.*\//, "").replace(/\.svg$/, "");
  const mobile = file.endsWith("-m");
  const label = file.replace(/-m$/, "").replace(/[-_]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  const [bg, fg] = PALETTES[hash(file) % PALETTES.length];
  const kind = path.split("/")[0];
  const [w, h] = kind === "banners" ? bannerSize(file) : [ICON_BOX, ICON_BOX];
  if (kind !== "banners") {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}"><rect width="${w}" height="${h}" rx="48" fill="${fg}"/><circle cx="48" cy="48" r="30" fill="${bg}"/>${icon ? `<g transform="translate(32 32)">${icon}</g>` : `<text x="48" y="57" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(label.slice(0, 2))}</text>`}</svg>`;
  }
  const size = mobile ? 18 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}"><rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${w * 0.85}" cy="${h / 2}" r="${h * 0.6}" fill="${fg}" opacity="0.35"/><text x="${w * 0.06}" y="${h / 2 + size / 3}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(label)}</text></svg>`;
}

function svgOf(path: string): string {
  const file = path.replace(/^.*\//, "").replace(/\.svg$/, "");
  const found = path.startsWith("banners/") ? artworkFor(file) : null;
  return found ? bannerArtworkSvg(found.art, ...bannerSize(file), file.endsWith("-m"), found.background) : illustration(path, tileIconSvg(path.replace(/\.svg$/, ""), 32, "#fff"));
}

const CACHE = "public, max-age=86400, immutable";

export async function loader({ params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  // An artwork as a raster, /images/<dir>/<name>/<width>.<avif|webp>: what ResponsiveImage asks for (lib/media.ts).
  const raster = ARTWORK_VARIANT.exec(path);
  if (raster) {
    const [, id, width, format] = raster;
    const name = id.replace(/^.*\//, "");
    const svgWidth = id.startsWith("banners/") ? bannerSize(name)[0] : ICON_BOX;
    const bytes = await artworkRaster(id, svgOf(`${id}.svg`), svgWidth, Number(width), format as MediaFormat);
    if (!bytes) return new Response("Not found", { status: 404 });
    const body = await bytes;
    return new Response(new Uint8Array(body), {
      headers: { "Content-Type": `image/${format}`, "Content-Length": String(body.length), "Cache-Control": CACHE },
    });
  }
  if (!/^(banners|categories|services|specialties|items|widgets)\/[a-z0-9-]{1,80}\.svg$/.test(path)) {
    return new Response("Not found", { status: 404 });
  }
  return new Response(svgOf(path), { headers: { "Content-Type": "image/svg+xml", "Cache-Control": CACHE } });
}
