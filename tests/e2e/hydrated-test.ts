/**
 * Playwright's `test`, with every page waiting, after each navigation, until the app has taken the page over.
 *
 * A page's scripts are asked for after its first paint (app/lib/scripts-after-paint.ts), so the browser's `load`
 * event no longer means they have run: the server's HTML is on screen and readable while they download, and a tap on
 * a button that needs them (Add to cart, a sort) does nothing until hydration starts. A person reads before tapping;
 * a test does not, so each navigation here waits for Remix's router, which exists from the moment hydration starts
 * (React then holds a tap until the part tapped is hydrated, instead of losing it). A document that is not one of
 * the app's pages (a PDF, another site) has no module script and is not waited for.
 */
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward", "waitForURL"] as const;
const patched = new WeakSet<object>();

/** Resolves once the document is hydrating, or is not an app page at all. */
async function untilHydrating(page: Page) {
  await page
    .waitForFunction(
      () =>
        "__remixRouter" in window ||
        // Not a page of the app (no module script, live or waiting for the first paint).
        !document.querySelector('script[type="module"], script[type="text/module-after-paint"]'),
      null,
      { timeout: 15_000 },
    )
    // A page closed or navigated away meanwhile: what the test does next decides, as it would have without this.
    .catch(() => undefined);
}

function patchPage(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const result = await original(...args);
      await untilHydrating(page);
      return result;
    };
  }
}

function patchContext(context: BrowserContext) {
  if (patched.has(context)) return;
  patched.add(context);
  context.pages().forEach(patchPage);
  context.on("page", patchPage);
}

function patchBrowser(browser: Browser) {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    patchContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    patchContext(page.context());
    patchPage(page);
    return page;
  };
}

export const test = base.extend({
  browser: [
    async ({ browser }, provide) => {
      patchBrowser(browser);
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, provide) => {
    patchContext(context);
    await provide(context);
  },
});
