/**
 * No link a patient can follow answers 404. Every internal link on the four configured screens (signed out and
 * signed in, web and mweb) is requested once, and none may fail: a configuration may already point at a flow not
 * built yet, and the screens then show that content without a link.
 *
 * Every internal link in every bundled configuration is requested too. Those that lead to flows not built yet are
 * listed below by route prefix, each with its reason. The list can only shrink: the test also fails when every link
 * under a listed prefix answers (remove the prefix), and when no configuration links to it any more (remove it too).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "./hydrated-test";
import { signInAs } from "./helpers";

/** Flows outside the lab-test catalogue that the product links to but does not have yet. */
const KNOWN_UNBUILT: Record<string, string> = {
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

test("no link on the configured screens answers 404, and configurations link only to built or listed flows", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const inConfigs = new Map<string, Outcome>();
  const onScreens: Outcome[] = [];
  await test.step("links in every bundled configuration", async () => {
    const links = configLinks();
    expect(links.size).toBeGreaterThan(20);
    await check(request, links, inConfigs);
  });
  for (const signed of [false, true]) {
    for (const phone of [false, true]) {
      await test.step(`links on the four screens, ${signed ? "signed in" : "signed out"}, ${phone ? "mweb" : "web"}`, async () => {
        const s = await screenLinks(browser, signed, phone);
        const seen = new Map<string, Outcome>();
        try {
          await check(s.request, s.links, seen);
        } finally {
          await s.close();
        }
        onScreens.push(...seen.values());
      });
    }
  }

  const isBroken = (o: Outcome) => o.status === 404 || o.status >= 500;
  // What a patient can tap never leads to "page not found", unbuilt flows included.
  expect([...new Set(onScreens.filter(isBroken).map((o) => `${o.status} ${o.link}`))], "links on the screens that answer 404 (or fail)").toEqual([]);

  const configured = [...inConfigs.values()];
  const unexpected = configured.filter((o) => isBroken(o) && !listedPrefix(o.link, KNOWN_UNBUILT));
  expect([...new Set(unexpected.map((o) => `${o.status} ${o.link}`))], "configuration links that answer 404 (or fail) and are not listed").toEqual([]);

  for (const prefix of Object.keys(KNOWN_UNBUILT)) {
    const matching = configured.filter((o) => listedPrefix(o.link, { [prefix]: "" }));
    // An unbuilt flow that nothing links to any more, or whose links all answer now, is stale: the list shrinks.
    expect(matching.length, `KNOWN_UNBUILT lists ${prefix}, but no configuration links to it any more: remove it`).toBeGreaterThan(0);
    expect(
      matching.some((o) => o.status === 404),
      `every link under ${prefix} answers now (${matching.map((o) => `${o.link} ${o.status}`).join(", ")}): remove it from KNOWN_UNBUILT`,
    ).toBe(true);
  }

  // Lab-test pages are never "known unbuilt".
  for (const prefix of Object.keys(KNOWN_UNBUILT)) {
    expect(prefix, "a lab-test route cannot be listed as unbuilt").not.toMatch(/^\/(lab-tests|test-|tests-|search-test|category-listing|review-cart|selected-patients)/);
  }
});
