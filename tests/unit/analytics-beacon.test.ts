/**
 * The beacon endpoint in front of the server's analytics sink: crawlers and visitors without ACCEPTED consent
 * are not tracked (checked on the server too), bad input is dropped, and nothing ever answers with an error page.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/resources.analytics";
import { parseClientEvents } from "~/.server/providers/analytics";
import { captureLogsForTesting } from "~/.server/log";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const impression = { event: "impression", screen: "a247_home", version: 4, section: "offers", item_id: "diag-1", ts: 1 };

let logged: Record<string, unknown>[];
let logs: ReturnType<typeof captureLogsForTesting>;
beforeEach(() => {
  logs = captureLogsForTesting();
  logged = logs.records;
});
afterEach(() => logs.restore());

function beacon(body: unknown, { ua = CHROME, consent = "ACCEPTED" as string | null, origin = "http://localhost" } = {}) {
  const headers = new Headers({ "content-type": "application/json", "user-agent": ua, origin });
  if (consent) headers.set("cookie", `analytics_consent=${consent}`);
  const request = new Request("http://localhost/resources/analytics", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  return action({ request, params: {}, context: {} });
}

describe("POST /resources/analytics", () => {
  it("records impression, click and add_to_cart events with screen, config version, section name and item id", async () => {
    const res = await beacon({
      events: [impression, { event: "click", screen: "a247_home", version: 4, section: "offers", item_id: "diag-1", url: "/lab-tests" }, { event: "add_to_cart", screen: "diag_home", version: 2, section: "top_booked_tests", item_id: 1001 }],
    });
    expect(res.status).toBe(204);
    expect(logged.map((l) => [l.event, l.screen, l.version, l.section, l.item_id])).toEqual([
      ["impression", "a247_home", 4, "offers", "diag-1"],
      ["click", "a247_home", 4, "offers", "diag-1"],
      ["add_to_cart", "diag_home", 2, "top_booked_tests", "1001"],
    ]);
  });

  it("crawlers are not tracked", async () => {
    expect((await beacon({ events: [impression] }, { ua: BINGBOT })).status).toBe(204);
    expect(logged).toEqual([]);
  });

  it("users who have not consented are not tracked (no cookie, or REJECTED)", async () => {
    await beacon({ events: [impression] }, { consent: null });
    await beacon({ events: [impression] }, { consent: "REJECTED" });
    expect(logged).toEqual([]);
  });

  it("a malformed body is dropped quietly, not an error", async () => {
    expect((await beacon("{not json")).status).toBe(204);
    expect((await beacon({ events: "nope" })).status).toBe(204);
    expect(logged).toEqual([]);
  });

  it("refuses a cross-site post and a GET", async () => {
    expect((await beacon({ events: [impression] }, { origin: "https://evil.example" })).status).toBe(403);
    expect(loader().status).toBe(405);
    expect(logged).toEqual([]);
  });
});

describe("parseClientEvents", () => {
  it("keeps well-formed events only and caps a batch at 50", () => {
    const good = parseClientEvents({
      events: [
        impression,
        { ...impression, event: "purchase" },
        { ...impression, screen: "<script>" },
        { ...impression, version: "4" },
        { ...impression, item_id: null },
      ],
    });
    expect(good).toEqual([
      { event: "impression", screen: "a247_home", version: 4, section: "offers", item_id: "diag-1" },
      { event: "impression", screen: "a247_home", version: 4, section: "offers", item_id: null },
    ]);
    expect(parseClientEvents({ events: Array.from({ length: 80 }, () => impression) })).toHaveLength(50);
    expect(parseClientEvents(null)).toEqual([]);
  });
});
