/**
 * No lab-test link answers 404: every internal link in every bundled screen configuration, and every link on
 * the four configured screens (signed out and signed in, web and mweb), is requested once.
 *
 * Links to flows that are not built yet are listed below by route prefix, each with its reason. The lists can
 * only shrink: the test also fails when every link under a listed prefix answers (remove the prefix), and when
 * nothing links to a KNOWN_UNBUILT prefix any more (remove it too).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { signInAs } from "./helpers";

/** Flows outside the lab-test catalogue that the product links to but does not have yet. */
const KNOWN_UNBUILT: Record<string, string> = {
  "/lab-tests/radiology": "radiology (scans) flow",
  "/radiology/": "radiology (scans) item pages",
  "/chat-room/": "consult: chat with the doctor",
  "/specialties": "consult: specialty listing",
  "/doctors/": "consult: doctor profiles and doctors near me",
  "/conditions/": "consult: doctors by condition",
  "/instant-consult": "consult: instant consultation",
  "/appointments": "consult: appointment list",
  "/circle-landing": "Circle membership landing page",
  "/blog": "blog articles",
  "/apollo-sbi-credit-card/": "credit-card sub-pages (overview, form, handshake)",
  "/corporate-benefits": "corporate benefits flow",
};

const SCREENS = ["/", "/lab-tests", "/consult", "/apollo-sbi-credit-card"];
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
/** Keys of a configuration that hold where a tap goes (images and data-source URIs are not links). */
const LINK_KEY = /(url|href|link|deeplink)$/i;
const NOT_LINK_KEY = /(image|icon|uri)/i;

function listedPrefix(link: string, list: Record<string, string>): string | null {
  return Object.keys(list).find((p) => link === p || link.startsWith(p.endsWith("/") ? p : `${p}`)) ?? null;
}

/** Internal links of the bundled configurations: string fields with a link-like key whose value starts with "/". */
function configLinks(): Set<string> {
  const links = new Set<string>();
  const walk = (v: unknown, key: string) => {
    if (typeof v === "string") {
      if (LINK_KEY.test(key) && !NOT_LINK_KEY.test(key) && v.startsWith("/") && !v.startsWith("//") && !v.includes("{")) links.add(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  const dir = path.resolve("screen-configs");
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) walk(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")), "");
  return links;
}

/** The internal links a rendered screen shows, once every section (lazy ones too) has loaded. */
async function screenLinks(browser: Browser, signedIn: boolean, phone: boolean): Promise<{ links: Set<string>; request: APIRequestContext; close: () => Promise<void> }> {
  // A very tall window: every lazily loaded section is in view at once.
  const context = await browser.newContext({ viewport: { width: phone ? 390 : 1280, height: 12_000 }, ...(phone ? { userAgent: PHONE_UA } : {}) });
  if (signedIn) await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
  const page = await context.newPage();
  const links = new Set<string>();
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.locator("[data-screen]")).toBeVisible();
    // Each tab shows its own sections: open every tab so that their links render too.
    const tabs = page.getByRole("tab");
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(page.locator('[data-lazy-section]:visible, [data-section-status="loading"]:visible')).toHaveCount(0, { timeout: 15_000 });
    }
    await expect(page.locator('[data-lazy-section]:visible, [data-section-status="loading"]:visible')).toHaveCount(0, { timeout: 15_000 });
    const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const h of hrefs) if (h.startsWith("/") && !h.startsWith("//")) links.add(h.split("#")[0]);
  }
  return { links, request: context.request, close: () => context.close() };
}

interface Outcome {
  link: string;
  status: number;
}

/** One GET per link not asked yet, a few at a time. */
async function check(request: APIRequestContext, links: Iterable<string>, seen: Map<string, Outcome>) {
  const todo = [...new Set(links)].filter((l) => !seen.has(l));
  for (let i = 0; i < todo.length; i += 6) {
    await Promise.all(
      todo.slice(i, i + 6).map(async (link) => {
        const res = await request.get(link, { maxRedirects: 5 });
        seen.set(link, { link, status: res.status() });
      }),
    );
  }
}

test("no internal link in the configurations or on the configured screens answers 404", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const signedOut = new Map<string, Outcome>();
  const signedIn = new Map<string, Outcome>();
  await test.step("links in every bundled configuration", async () => {
    const links = configLinks();
    expect(links.size).toBeGreaterThan(20);
    await check(request, links, signedOut);
  });
  for (const signed of [false, true]) {
    for (const phone of [false, true]) {
      await test.step(`links on the four screens, ${signed ? "signed in" : "signed out"}, ${phone ? "mweb" : "web"}`, async () => {
        const s = await screenLinks(browser, signed, phone);
        try {
          await check(s.request, s.links, signed ? signedIn : signedOut);
        } finally {
          await s.close();
        }
      });
    }
  }

  const outcomes = [...signedOut.values(), ...signedIn.values()];
  const broken = outcomes.filter((o) => o.status === 404 || o.status >= 500);
  const unexpected = broken.filter((o) => !listedPrefix(o.link, KNOWN_UNBUILT));
  expect([...new Set(unexpected.map((o) => `${o.status} ${o.link}`))], "links that answer 404 (or fail) and are not listed").toEqual([]);

  for (const prefix of Object.keys(KNOWN_UNBUILT)) {
    const matching = outcomes.filter((o) => listedPrefix(o.link, { [prefix]: "" }));
    // An unbuilt flow that nothing links to any more, or whose links all answer now, is stale: the list shrinks.
    expect(matching.length, `KNOWN_UNBUILT lists ${prefix}, but no link starts with it any more: remove it`).toBeGreaterThan(0);
    expect(
      matching.some((o) => o.status === 404),
      `every link under ${prefix} answers now (${matching.map((o) => `${o.link} ${o.status}`).join(", ")}): remove it from KNOWN_UNBUILT`,
    ).toBe(true);
  }

  // Lab-test pages are never "known unbuilt".
  for (const prefix of Object.keys(KNOWN_UNBUILT)) {
    expect(prefix, "a lab-test route cannot be listed as unbuilt").not.toMatch(/^\/(lab-tests(?!\/radiology)|test-|tests-|search-test|category-listing|review-cart|selected-patients)/);
  }
});
