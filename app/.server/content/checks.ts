/**
 * Checks before publishing. Errors refuse the publish, each at its JSON path and tied to its section:
 * schema or props errors, unsafe URLs, data sources that write or reach a host not on the allow-list (the same
 * rules that drop a section when it is served: ~/sdui/validate.server), links to routes that do not exist,
 * duplicate section names. Warnings are shown and do not block (unless the publisher asks for a strict publish):
 * images without alt text, links that were already dead in the live version, tag colours below WCAG AA contrast,
 * tap targets under 24 px, a banner's picture description changed while its picture (and the words drawn in it) did
 * not, and the screen's budget (data calls, sections). The rendered preview adds more
 * (heading order, axe-core, per-screen budget: ~/lib/preview-quality).
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";
import { validateForPublish } from "~/sdui/validate.server";
import { env } from "../env";
import { isLiveInternalPath } from "./app-routes";
import { contrastRatio, MIN_TAG_CONTRAST } from "#widgets/item-card/tag-colours";

export interface CheckIssue {
  path: string;
  message: string;
  /** Name of the section the path points into, when it does. */
  section: string | null;
}

export interface CheckReport {
  errors: CheckIssue[];
  warnings: CheckIssue[];
}

export interface CheckOptions {
  allowedUrlSuffixes: readonly string[];
  allowedDataHosts: readonly string[];
  /** The app's origin, which relative data-source URIs resolve against; APP_ORIGIN when absent. */
  appOrigin?: string;
  /**
   * The live configuration (or several, e.g. the live one and the version being restored): links already dead
   * there are warnings, not errors (they are not this change's). The first one is the live version the changes
   * are measured against (a banner's description changed without its picture).
   */
  live?: ScreenConfiguration | ScreenConfiguration[] | null;
}

/** Budget per screen: more than this is a warning. */
export const SCREEN_BUDGET = { dataCalls: 8, sections: 40 };

const LINK_KEY = /(url|href|link)$/i;
const IMAGE_KEY = /(image|icon)(url)?$/i;

function sectionAt(config: unknown, path: string): string | null {
  const m = /^\/containers\/(\d+)\/sections\/(\d+)/.exec(path);
  if (!m) return null;
  const s = (config as ScreenConfiguration)?.containers?.[Number(m[1])]?.sections?.[Number(m[2])] as Section | undefined;
  return typeof s?.name === "string" ? s.name : null;
}

/** Every internal link in a section (view_all, navigate behaviours, URL-valued data fields) with its path. */
export function internalLinks(section: Section, prefix: string): { path: string; link: string }[] {
  const out: { path: string; link: string }[] = [];
  const add = (path: string, v: unknown) => {
    if (typeof v === "string" && v.startsWith("/") && !v.startsWith("//")) out.push({ path, link: v });
  };
  add(`${prefix}/view_all/redirect_url`, section.view_all?.redirect_url);
  section.behaviours?.forEach((b, i) => {
    if (b.action.type === "navigate") add(`${prefix}/behaviours/${i}/action/url`, b.action.url);
  });
  const walk = (v: unknown, p: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}/${i}`));
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === "string" && LINK_KEY.test(k) && !IMAGE_KEY.test(k)) add(`${p}/${k}`, x);
        else if (typeof x === "object") walk(x, `${p}/${k}`);
      }
  };
  if (section.data_source.type === "JSON") walk(section.data_source.data, `${prefix}/data_source/data`);
  return out;
}

function sections(config: ScreenConfiguration): { section: Section; prefix: string }[] {
  return config.containers.flatMap((c, ci) => c.sections.map((s, si) => ({ section: s, prefix: `/containers/${ci}/sections/${si}` })));
}

/** Images without alt text: an image field whose object has no non-empty alt/altText. */
function imagesWithoutAlt(v: unknown, p: string, out: string[]) {
  if (Array.isArray(v)) v.forEach((x, i) => imagesWithoutAlt(x, `${p}/${i}`, out));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    const hasImage = Object.keys(o).some((k) => /^(imageUrl|image|bannerUrl)$/i.test(k) && typeof o[k] === "string" && o[k]);
    const alt = o.alt ?? o.altText ?? o.imageAlt;
    if (hasImage && (typeof alt !== "string" || !alt.trim())) out.push(p || "/");
    for (const [k, x] of Object.entries(o)) if (typeof x === "object") imagesWithoutAlt(x, `${p}/${k}`, out);
  }
}

/**
 * "If the banner's text stays in the image, changing the alt text without the image warns": the words drawn in the
 * picture no longer match what its description says.
 */
export const DRAWN_TEXT_RULE = "a banner's words drawn in its picture and its description must say the same";
/** Widgets whose pictures carry the offer's words (designed banner artwork). */
const DRAWN_TEXT_TYPES = new Set(["Banner", "FullWidthBanner"]);
const PICTURE_KEYS = ["imageUrl", "mwebImageUrl"] as const;

/** Banners (objects with a picture and a description) in a section's data, by id when they have one, else by place. */
function bannersIn(v: unknown, p: string, out: Map<string, { path: string; banner: Record<string, unknown> }>) {
  if (Array.isArray(v)) v.forEach((x, i) => bannersIn(x, `${p}/${i}`, out));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.imageUrl === "string" && typeof o.alt === "string") out.set(typeof o.id === "string" && o.id ? `id:${o.id}` : p, { path: p, banner: o });
    for (const [k, x] of Object.entries(o)) if (typeof x === "object") bannersIn(x, `${p}/${k}`, out);
  }
}

/**
 * Banners whose description changed against the live version while their pictures did not, and whose words are
 * still in the picture (no headline or offer of their own): the picture now says something else than its description.
 */
export function staleDrawnText(section: Section, prefix: string, live: Section | undefined): CheckIssue[] {
  if (!DRAWN_TEXT_TYPES.has(section.type) || section.data_source.type !== "JSON" || live?.data_source.type !== "JSON") return [];
  const now = new Map<string, { path: string; banner: Record<string, unknown> }>();
  const before = new Map<string, { path: string; banner: Record<string, unknown> }>();
  bannersIn(section.data_source.data, `${prefix}/data_source/data`, now);
  bannersIn(live.data_source.data, `${prefix}/data_source/data`, before);
  const out: CheckIssue[] = [];
  for (const [key, { path, banner }] of now) {
    const old = before.get(key)?.banner;
    if (!old || old.alt === banner.alt || !(banner.alt as string).trim()) continue;
    if (PICTURE_KEYS.some((k) => old[k] !== banner[k])) continue;
    if ([banner.headline, banner.offer].some((w) => typeof w === "string" && w.trim())) continue;
    out.push({
      path: `${path}/alt`,
      message: `The picture description changed but the picture did not (it said “${old.alt}”): the words drawn in the picture may no longer match it (${DRAWN_TEXT_RULE}). Change the picture too, or give the banner its own headline and offer, which are edited as text`,
      section: section.name,
    });
  }
  return out;
}

/** "WCAG 1.4.3 Contrast (Minimum): text has a contrast ratio of at least 4.5:1" (tags are small text). */
export const TAG_CONTRAST_RULE = "WCAG 1.4.3: text needs a contrast ratio of at least 4.5:1";
/** "WCAG 2.5.8 Target Size (Minimum): the size of the target for pointer inputs is at least 24 by 24 CSS pixels". */
export const TAP_TARGET_RULE = "WCAG 2.5.8: a tap target needs at least 24 × 24 CSS px";
export const MIN_TAP_TARGET = 24;

const COLOUR_PAIRS: [string, string][] = [
  ["text_colour", "background_colour"],
  ["textColour", "backgroundColour"],
  ["text_color", "background_color"],
  ["textColor", "backgroundColor"],
];

/** Tag (and badge) colour pairs in inline data whose contrast is under WCAG AA. */
export function lowContrastColours(v: unknown, p: string, out: CheckIssue[], section: string) {
  if (Array.isArray(v)) v.forEach((x, i) => lowContrastColours(x, `${p}/${i}`, out, section));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    for (const [fg, bg] of COLOUR_PAIRS) {
      if (typeof o[fg] !== "string" || typeof o[bg] !== "string") continue;
      const ratio = contrastRatio(o[fg] as string, o[bg] as string);
      if (ratio !== null && ratio < MIN_TAG_CONTRAST) {
        const label = typeof o.display_text === "string" ? ` of "${o.display_text}"` : "";
        out.push({ path: `${p}/${fg}`, message: `The colours${label} (${o[fg]} on ${o[bg]}) have a contrast of ${ratio.toFixed(2)}:1 (${TAG_CONTRAST_RULE}); patients will see the default tag colours`, section });
      }
    }
    for (const [k, x] of Object.entries(o)) if (typeof x === "object") lowContrastColours(x, `${p}/${k}`, out, section);
  }
}

/** A section whose whole box is a link (banners) sized by meta.dimensions below 24 px on a side. */
export function smallTapTargets(section: Section, prefix: string, hasLinks: boolean): CheckIssue[] {
  const d = section.meta?.dimensions;
  if (!d || !hasLinks) return [];
  return (["width", "height", "mweb_width", "mweb_height"] as const)
    .filter((k) => typeof d[k] === "number" && (d[k] as number) < MIN_TAP_TARGET)
    .map((k) => ({ path: `${prefix}/meta/dimensions/${k}`, message: `A ${k.replace("mweb_", "phone ")} of ${d[k]} px makes a tap target under 24 px (${TAP_TARGET_RULE})`, section: section.name }));
}

function hasAnyLink(section: Section): boolean {
  if (section.view_all?.redirect_url || section.behaviours?.some((b) => b.action.type === "navigate")) return true;
  return section.data_source.type === "JSON" && /"(redirectUrl|url|href|link)"\s*:/i.test(JSON.stringify(section.data_source.data));
}

export function checkConfiguration(config: unknown, opts: CheckOptions): CheckReport {
  const rules = { appOrigin: opts.appOrigin ?? env().APP_ORIGIN, allowedDataHosts: opts.allowedDataHosts };
  const errors: CheckIssue[] = validateForPublish(config, opts.allowedUrlSuffixes, rules).map((i) => ({ ...i, section: sectionAt(config, i.path) }));
  const warnings: CheckIssue[] = [];
  // Structural errors make the deeper checks meaningless.
  if (errors.some((e) => !e.section)) return { errors, warnings };
  const screen = config as ScreenConfiguration;
  const known = opts.live ? (Array.isArray(opts.live) ? opts.live : [opts.live]) : [];
  const liveLinks = new Set(known.flatMap((k) => sections(k).flatMap(({ section, prefix }) => internalLinks(section, prefix).map((l) => l.link))));
  const liveSections = new Map((known[0]?.containers ?? []).flatMap((c) => c.sections.map((s) => [s.name, s] as const)));
  let dataCalls = 0;
  for (const { section, prefix } of sections(screen)) {
    const ds = section.data_source;
    if (ds.type === "API") dataCalls++;
    for (const { path, link } of internalLinks(section, prefix)) {
      if (isLiveInternalPath(link)) continue;
      const issue = { path, message: `The link goes to ${link}, which is not a page of this site: link to a page that exists`, section: section.name };
      if (liveLinks.has(link)) warnings.push({ ...issue, message: `The link goes to ${link}, which is not a page of this site (the live version already has this link)` });
      else errors.push(issue);
    }
    warnings.push(...smallTapTargets(section, prefix, hasAnyLink(section)));
    warnings.push(...staleDrawnText(section, prefix, liveSections.get(section.name)));
    if (ds.type === "JSON") {
      lowContrastColours(ds.data, `${prefix}/data_source/data`, warnings, section.name);
      const missing: string[] = [];
      imagesWithoutAlt(ds.data, `${prefix}/data_source/data`, missing);
      for (const p of missing) warnings.push({ path: p, message: "Add a description of the picture for people who cannot see it", section: section.name });
    }
  }
  if (dataCalls > SCREEN_BUDGET.dataCalls) {
    warnings.push({ path: "/containers", message: `The screen makes ${dataCalls} data calls on each visit, over the budget of ${SCREEN_BUDGET.dataCalls}`, section: null });
  }
  const count = sections(screen).length;
  if (count > SCREEN_BUDGET.sections) {
    warnings.push({ path: "/containers", message: `The screen has ${count} sections, over the budget of ${SCREEN_BUDGET.sections}`, section: null });
  }
  return { errors, warnings };
}
