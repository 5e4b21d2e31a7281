/** Item URL slugs: "{canonicalTag}", "{canonicalTag}-c-{city}", "{canonicalTag}-l-{location}" and "{nameSlug}-l-{location}-c-{city}". */

/**
 * The shapes a /lab-tests/{slug} segment takes. A canonical tag may itself contain "-c-" ("vitamin-c-…"), so the
 * whole slug is tried as a tag first and the city/location forms only when no item has that tag.
 */
export function itemSlugForms(slug: string): { canonicalTag: string; location?: string; city?: string }[] {
  const forms: { canonicalTag: string; location?: string; city?: string }[] = [{ canonicalTag: slug }];
  const lc = /^(.+?)-l-(.+)-c-([a-z0-9-]+)$/.exec(slug);
  if (lc) forms.push({ canonicalTag: lc[1], location: lc[2], city: lc[3] });
  const c = /^(.+)-c-([a-z0-9-]+)$/.exec(slug);
  if (c) forms.push({ canonicalTag: c[1], city: c[2] });
  const l = /^(.+)-l-([a-z0-9-]+)$/.exec(slug);
  if (l) forms.push({ canonicalTag: l[1], location: l[2] });
  return forms;
}

export const isSlug = (s: string | undefined): s is string => !!s && /^[a-z0-9-]{1,160}$/.test(s);
