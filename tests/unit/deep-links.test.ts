/**
 * "Two mobile deep links: consult pre-checkout and doctor profile details" (platform §2): this site's own URLs,
 * claimed by the app through Android App Links and iOS Universal Links, opening the same pages everywhere else.
 */
import { afterEach, describe, expect, it } from "vitest";
import { APP_LINK_COMPONENTS, appleAppSiteAssociation, assetLinks, consultPreCheckoutDeepLink, doctorProfileDeepLink } from "~/lib/deep-links";
import { parseEnv, resetEnvForTesting } from "~/.server/env";
import { loader as assetLinksRoute } from "~/routes/[.]well-known.assetlinks[.]json";
import { loader as aasaRoute } from "~/routes/[.]well-known.apple-app-site-association";
import { postLoginRedirect } from "~/lib/post-login-redirect";

const CERT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, "0").toUpperCase()).join(":");
const APP = { androidPackage: "com.apollo.patientapp", androidCertSha256: [CERT], iosAppIds: ["ABCDE12345.com.apollo.patientapp"] };

/** Apple's component rule, simplified to what we use: "*" is any run of characters; the first match decides. */
function claimedByApp(path: string): boolean {
  for (const c of APP_LINK_COMPONENTS) {
    const re = new RegExp(`^${c["/"].split("*").map((p) => p.replace(/[.?+^$()[\]{}|\\]/g, "\\$&")).join(".*")}$`);
    if (re.test(path)) return !c.exclude;
  }
  return false;
}

describe("the two mobile deep links", () => {
  it("doctor profile details is the profile page, /doctors/{doctor-slug}", () => {
    expect(doctorProfileDeepLink("dr-farah-khan")).toBe("/doctors/dr-farah-khan");
  });

  it("consult pre-checkout is /pay-online-consult or /pay-clinic-visit with the doctor, clinic and slot", () => {
    expect(consultPreCheckoutDeepLink({ doctorSlug: "dr-farah-khan", mode: "ONLINE", slotDateTimeInUTC: "2030-01-14T05:00:00.000Z" })).toBe(
      "/pay-online-consult?doctor=dr-farah-khan&slot=2030-01-14T05%3A00%3A00.000Z",
    );
    expect(consultPreCheckoutDeepLink({ doctorSlug: "dr-farah-khan", mode: "PHYSICAL", facilityId: 12, slotDateTimeInUTC: "2030-01-14T05:00:00.000Z" })).toBe(
      "/pay-clinic-visit?doctor=dr-farah-khan&facility=12&slot=2030-01-14T05%3A00%3A00.000Z",
    );
    expect(consultPreCheckoutDeepLink({ doctorSlug: "dr-x", mode: "ONLINE", slotDateTimeInUTC: null, assessmentId: 3, patientId: 9 })).toBe("/pay-online-consult?doctor=dr-x&assessment=3&patient=9");
  });

  it("both may be opened signed out: sign-in returns to them (the spec's post-login list)", () => {
    const profile = doctorProfileDeepLink("dr-farah-khan");
    const preCheckout = consultPreCheckoutDeepLink({ doctorSlug: "dr-farah-khan", mode: "ONLINE", slotDateTimeInUTC: "2030-01-14T05:00:00.000Z" });
    expect(postLoginRedirect(profile, "/home")).toBe(profile);
    expect(postLoginRedirect(preCheckout, "/home")).toBe(preCheckout);
  });

  it("the app claims the profile and pre-checkout pages, not the listings under /doctors/", () => {
    for (const p of ["/doctors/dr-farah-khan", "/pay-online-consult", "/pay-clinic-visit"]) expect(claimedByApp(p), p).toBe(true);
    for (const p of ["/doctors/general-physician-in-hyderabad-scity", "/doctors/doctors-in-pune-dcity", "/doctors/doctors-in-banjara-hills-dloc", "/doctors/doctors-near-me", "/doctors/quickbook", "/lab-tests"]) {
      expect(claimedByApp(p), p).toBe(false);
    }
  });

  it("the association files name the configured app, and there are none without one", () => {
    expect(assetLinks(APP)).toEqual([
      { relation: ["delegate_permission/common.handle_all_urls"], target: { namespace: "android_app", package_name: "com.apollo.patientapp", sha256_cert_fingerprints: [CERT] } },
    ]);
    expect(appleAppSiteAssociation(APP)?.applinks.details[0]).toMatchObject({ appIDs: ["ABCDE12345.com.apollo.patientapp"] });
    expect(assetLinks({ ...APP, androidPackage: null })).toBeNull();
    expect(appleAppSiteAssociation({ ...APP, iosAppIds: [] })).toBeNull();
  });
});

describe("the app's identity from the environment", () => {
  afterEach(() => {
    delete process.env.ANDROID_APP_PACKAGE;
    delete process.env.ANDROID_APP_CERT_SHA256;
    delete process.env.IOS_APP_IDS;
    resetEnvForTesting();
  });

  it("refuses a malformed package, fingerprint or app id, and a package without its certificate", () => {
    expect(() => parseEnv({ ANDROID_APP_PACKAGE: "not a package", ANDROID_APP_CERT_SHA256: CERT })).toThrow(/ANDROID_APP_PACKAGE/);
    expect(() => parseEnv({ ANDROID_APP_PACKAGE: "com.apollo.patientapp", ANDROID_APP_CERT_SHA256: "AB:CD" })).toThrow(/ANDROID_APP_CERT_SHA256/);
    expect(() => parseEnv({ ANDROID_APP_PACKAGE: "com.apollo.patientapp" })).toThrow(/needs ANDROID_APP_CERT_SHA256/);
    expect(() => parseEnv({ IOS_APP_IDS: "com.apollo.patientapp" })).toThrow(/IOS_APP_IDS/);
    expect(parseEnv({ ANDROID_APP_PACKAGE: "com.apollo.patientapp", ANDROID_APP_CERT_SHA256: CERT.toLowerCase() }).ANDROID_APP_CERT_SHA256).toEqual([CERT]);
  });

  it("serves /.well-known/assetlinks.json and apple-app-site-association once an app is configured; 404 before", async () => {
    resetEnvForTesting();
    expect((await assetLinksRoute()).status).toBe(404);
    expect((await aasaRoute()).status).toBe(404);
    process.env.ANDROID_APP_PACKAGE = "com.apollo.patientapp";
    process.env.ANDROID_APP_CERT_SHA256 = CERT;
    process.env.IOS_APP_IDS = "ABCDE12345.com.apollo.patientapp";
    resetEnvForTesting();
    const android = await assetLinksRoute();
    expect(android.status).toBe(200);
    expect(android.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await android.json()) as { target: { package_name: string } }[])[0].target.package_name).toBe("com.apollo.patientapp");
    const ios = (await (await aasaRoute()).json()) as { applinks: { details: { appIDs: string[] }[] } };
    expect(ios.applinks.details[0].appIDs).toEqual(["ABCDE12345.com.apollo.patientapp"]);
  });
});
