/**
 * The Hindi item page speaks Hindi all round, on a phone: the header, the city, the badges, the page's headings, the
 * FAQs, the cart bar, the footer and the privacy banner come from the message catalogue's Hindi. Item text the
 * catalogue has no Hindi for stays English and is marked lang="en-IN"; nothing else on the page is English. The
 * dialogs the page opens (search, cart drawer, location) speak Hindi too.
 */
import { expect, test, type Page } from "./hydrated-test";
import { resources } from "../../app/i18n/resources";
import { hindi } from "../../app/i18n/hindi";
import { itemEn } from "../../app/i18n/item-words";

/** English chrome the issue saw on the Hindi page, and every English string of the catalogue's chrome and item words. */
const KNOWN_ENGLISH = [
  "Skip to content", "Lab Tests", "Consult", "Credit Card", "Search tests", "Cart", "Sign in", "My Account",
  "Bestseller", "Popular", "Hyderabad", "Frequently asked questions", "Frequently booked together", "Preparation",
  "Reports within", "Reports in", "hours", "Services", "Help", "Company", "About us", "Privacy policy", "Your privacy",
  "We use analytics", "Reject", "Accept", "Customer care", "Helpline", "View cart", "Add to cart", "Home sample collection",
];

function catalogueEnglish(): string[] {
  const en = { ...resources.en, item: itemEn } as unknown as Record<string, Record<string, string>>;
  const hi = hindi as unknown as Record<string, Record<string, string>>;
  const out: string[] = [];
  for (const ns of ["chrome", "item", "badge"]) {
    for (const [key, value] of Object.entries(en[ns])) {
      // The static words of each message (interpolations cut out), where Hindi says something else.
      for (const part of value.split(/\{\{[^}]+\}\}/)) {
        const words = part.replace(/[·:–|()%,.]/g, " ").trim();
        if (words.length >= 4 && /[A-Za-z]{3}/.test(words) && !(hi[ns][key] ?? "").includes(words) && !/Apollo|Circle|MRP/.test(words)) out.push(words);
      }
    }
  }
  return out;
}

/** The page's visible text and accessible names, leaving out item text marked as English data. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en-IN"], script, style, noscript, .item-languages').forEach((el) => el.remove());
    const labels = [...clone.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label"));
    return `${clone.textContent ?? ""}\n${labels.join("\n")}`;
  });
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the Hindi item page has no English chrome at 390 px: header, city, badges, headings, FAQs, cart bar, footer, privacy banner", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/hi/lab-tests/complete-blood-count-cbc");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: "कम्प्लीट ब्लड काउंट (CBC)" })).toBeVisible();

  // The chrome, in Hindi.
  await expect(page.getByRole("link", { name: "साइन इन" })).toBeVisible();
  await expect(page.getByTestId("location-chip")).toContainText("हैदराबाद");
  await expect(page.locator(".item-tags")).toContainText("बेस्टसेलर");
  await expect(page.locator(".item-kind")).toContainText("हैदराबाद में घर से सैंपल कलेक्शन");
  await expect(page.getByRole("region", { name: "आपकी गोपनीयता" }).getByRole("button", { name: "स्वीकार करें", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "गोपनीयता नीति" })).toBeAttached();
  // One report time, from the one rule: this 24-hour test reports "within 1 day", on the page and in its FAQ.
  await expect(page.locator(".item-tat")).toHaveText("रिपोर्ट 1 दिन में");
  // The item's own FAQs come in Hindi from the catalogue.
  await expect(page.getByText("CBC क्यों किया जाता है?")).toBeVisible();

  // Adding to the cart brings the phone's cart bar, also in Hindi.
  await page.getByRole("button", { name: "कार्ट में जोड़ें", exact: true }).click();
  const bar = page.getByRole("complementary", { name: "कार्ट का सार" });
  await expect(bar.getByRole("link", { name: /^कार्ट देखें · ₹[\d,]+$/ })).toBeVisible();

  const words = await pageWords(page);
  const found = [...new Set([...KNOWN_ENGLISH, ...catalogueEnglish()])].filter((s) => words.includes(s));
  expect(found, "English chrome on the Hindi page").toEqual([]);

  // The same page in English still reads in English (the same components, the other catalogue).
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("complementary", { name: "Cart summary" }).getByRole("link", { name: /^View cart · ₹[\d,]+$/ })).toBeVisible();
  await expect(page.getByTestId("location-chip")).toContainText("Hyderabad");
  await expect(page.locator(".item-tat")).toHaveText("Reports within 1 day");
  expect(errors).toEqual([]);
});

/** A dialog's words and accessible names, leaving out the data marked as English. */
async function dialogWords(page: Page, name: string): Promise<string> {
  return page.getByRole("dialog", { name }).evaluate((dialog) => {
    const clone = dialog.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en-IN"]').forEach((el) => el.remove());
    const labels = [...clone.querySelectorAll("[aria-label], [placeholder]")].map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("placeholder") ?? ""}`);
    return `${clone.textContent ?? ""}\n${labels.join("\n")}`;
  });
}

const englishIn = (words: string) => [...new Set([...KNOWN_ENGLISH, ...catalogueEnglish()])].filter((s) => words.includes(s));

test("on the Hindi page the search, the cart drawer and the location dialog speak Hindi, by keyboard at 390 px", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/hi/lab-tests/complete-blood-count-cbc");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // Search: opened from the header by keyboard; its words Hindi, the catalogue's item names English and marked so.
  await page.getByRole("link", { name: "टेस्ट और पैकेज खोजें" }).focus();
  await page.keyboard.press("Enter");
  const search = page.getByRole("dialog", { name: "टेस्ट और पैकेज खोजें" });
  await expect(search.getByRole("searchbox")).toBeFocused();
  await expect(search.getByRole("searchbox")).toHaveAttribute("placeholder", "टेस्ट खोजें, जैसे थायरॉइड, CBC");
  await expect(search).toContainText("कम से कम 2 अक्षर");
  await expect(search.getByRole("heading", { name: "लोकप्रिय खोजें" })).toBeVisible();
  await page.keyboard.type("thyroid");
  const results = search.getByRole("list", { name: "खोज के परिणाम" });
  await expect(results.getByRole("link").first()).toBeVisible();
  await expect(results.locator(".sw-result-name").first()).toHaveAttribute("lang", "en-IN");
  await expect(results.locator(".sw-result-meta").first()).toHaveText(/^(टेस्ट|पैकेज · \d+ टेस्ट)$/);
  expect(englishIn(await dialogWords(page, "टेस्ट और पैकेज खोजें")), "English in the Hindi search").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();

  // The cart drawer, with the item just added.
  await page.getByRole("button", { name: "कार्ट में जोड़ें", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("link", { name: "कार्ट, 1 आइटम" }).focus();
  await page.keyboard.press("Enter");
  const cart = page.getByRole("dialog", { name: "आपका कार्ट (1)" });
  await expect(cart.getByTestId("cart-total")).toHaveText(/^₹[\d,]+$/);
  await expect(cart).toContainText("कुल");
  await expect(cart.getByRole("link", { name: "कार्ट पर जाएँ" })).toBeVisible();
  const items = cart.getByRole("list", { name: "आपके कार्ट के आइटम" });
  await expect(items.getByRole("link", { name: "Complete Blood Count (CBC)" })).toHaveAttribute("lang", "en-IN");
  await expect(items.getByRole("button", { name: "Complete Blood Count (CBC) हटाएँ" })).toHaveText("हटाएँ");
  expect(englishIn(await dialogWords(page, "आपका कार्ट (1)")), "English in the Hindi cart").toEqual([]);
  // Removing it leaves the drawer empty, still in Hindi.
  await items.getByRole("button", { name: "Complete Blood Count (CBC) हटाएँ" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "आपका कार्ट" })).toContainText("आपका कार्ट ख़ाली है।");
  await page.getByRole("button", { name: "बंद करें" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();

  // The location dialog: the city in Hindi, an unknown pincode answered in Hindi.
  await page.getByTestId("location-chip").focus();
  await page.keyboard.press("Enter");
  const location = page.getByRole("dialog", { name: "अपनी लोकेशन चुनें" });
  await expect(location).toContainText("मौजूदा लोकेशन: हैदराबाद 500085");
  await expect(location.getByRole("button", { name: "मेरी मौजूदा लोकेशन इस्तेमाल करें" })).toBeVisible();
  await expect(location.getByLabel("पिनकोड दर्ज करें")).toBeFocused();
  await page.keyboard.type("999999");
  await page.keyboard.press("Enter");
  await expect(location.getByRole("alert")).toHaveText("आपका पता पहचाना नहीं जा सका। कृपया पता अपडेट करें");
  expect(englishIn(await dialogWords(page, "अपनी लोकेशन चुनें")), "English in the Hindi location dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(location).toBeHidden();
  expect(errors).toEqual([]);
});
