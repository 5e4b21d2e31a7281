/**
 * The spec's two mobile deep links (§2: "Two mobile deep links: consult pre-checkout and doctor profile details").
 * They are this site's own https URLs, which the mobile app claims through Android App Links and iOS Universal
 * Links: on a phone with the app they open there, anywhere else they open the same pages here. Every page that
 * links to a doctor's profile or to the pre-checkout builds the link here, so the app and the site agree on it.
 */

export type DeepLinkConsultMode = "ONLINE" | "PHYSICAL";

/** Doctor profile details: /doctors/{doctor-slug}. */
export const doctorProfileDeepLink = (doctorSlug: string) => `/doctors/${encodeURIComponent(doctorSlug)}`;

export interface PreCheckoutChoice {
  doctorSlug: string;
  mode: DeepLinkConsultMode;
  /** The slot's start (UTC ISO); the page asks for another when it is taken or missing. */
  slotDateTimeInUTC: string | null;
  /** The clinic of a clinic visit. */
  facilityId?: number | null;
  /** From the symptom checker: the check and its patient. */
  assessmentId?: number | null;
  patientId?: number | null;
}

/** Consult pre-checkout: /pay-online-consult or /pay-clinic-visit with the doctor, slot (and clinic). */
export function consultPreCheckoutDeepLink(c: PreCheckoutChoice): string {
  const params = new URLSearchParams({ doctor: c.doctorSlug });
  if (c.mode === "PHYSICAL" && c.facilityId != null) params.set("facility", String(c.facilityId));
  if (c.slotDateTimeInUTC) params.set("slot", c.slotDateTimeInUTC);
  if (c.assessmentId != null) params.set("assessment", String(c.assessmentId));
  if (c.patientId != null) params.set("patient", String(c.patientId));
  return `${c.mode === "ONLINE" ? "/pay-online-consult" : "/pay-clinic-visit"}?${params}`;
}

/**
 * What the app claims, as Universal Links components: the two pages, and under /doctors/ only profiles — the
 * listing routes (…-scity, …-dcity, …-dloc, doctors-near-me, quickbook) stay on the web.
 */
export const APP_LINK_COMPONENTS: readonly { "/": string; exclude?: true; comment: string }[] = [
  { "/": "/doctors/*-scity", exclude: true, comment: "listing: specialty in a city" },
  { "/": "/doctors/*-dcity", exclude: true, comment: "listing: doctors in a city" },
  { "/": "/doctors/*-dloc", exclude: true, comment: "listing: doctors in a locality" },
  { "/": "/doctors/doctors-near-me", exclude: true, comment: "listing: near me" },
  { "/": "/doctors/quickbook", exclude: true, comment: "quick book" },
  { "/": "/doctors/quick-book-listing", exclude: true, comment: "quick book" },
  { "/": "/doctors/*", comment: "doctor profile details" },
  { "/": "/pay-online-consult", comment: "consult pre-checkout (online)" },
  { "/": "/pay-clinic-visit", comment: "consult pre-checkout (clinic visit)" },
];

export interface AppIdentity {
  androidPackage: string | null;
  androidCertSha256: string[];
  iosAppIds: string[];
}

/** /.well-known/assetlinks.json: the Android app may handle this site's links (its manifest names the paths). */
export function assetLinks(app: AppIdentity) {
  if (!app.androidPackage) return null;
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: { namespace: "android_app", package_name: app.androidPackage, sha256_cert_fingerprints: app.androidCertSha256 },
    },
  ];
}

/** /.well-known/apple-app-site-association: the iOS app may open the two deep links' pages. */
export function appleAppSiteAssociation(app: AppIdentity) {
  if (!app.iosAppIds.length) return null;
  return { applinks: { details: [{ appIDs: app.iosAppIds, components: APP_LINK_COMPONENTS }] } };
}
