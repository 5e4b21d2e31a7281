/**
 * Anyone can post to /resources/section-failure, and a publisher hides sections by those counts. A report counts
 * only for a live section (in the currently published configuration of that screen and view), and within limits
 * per client IP and per section, shared by every instance (Redis when configured).
 */
import { describe, expect, it } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { action } from "~/routes/resources.section-failure";
import { createSectionFailureLimiters, reportSectionFailure, sectionFailures } from "~/.server/content/kill-switch";
import { publishScreenConfiguration } from "~/.server/content/store";
import { liveVersion } from "~/.server/content/drafts";
import { servicesOfTarget, targets } from "./harness";

describe.each(targets)("section failure reports on $name", (target) => {
  const services = servicesOfTarget(target);
  const post = (body: unknown, clientIp: string) =>
    action({
      request: new Request("http://localhost:3000/resources/section-failure", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      params: {},
      context: { clientIp },
    } as ActionFunctionArgs);
  const count = async (screen: string, section: string) => (await sectionFailures(services().db, screen))[section] ?? 0;

  it("counts a report about a live section, and refuses one about a section the published configuration does not have", async () => {
    expect((await post({ screen: "diag_home", view: "web", section: "top_booked_tests" }, "198.51.100.1")).status).toBe(204);
    expect(await count("diag_home", "top_booked_tests")).toBe(1);

    for (const made_up of ["no_such_section", "made_up_1", "made_up_2"]) {
      expect((await post({ screen: "diag_home", view: "web", section: made_up }, "198.51.100.2")).status).toBe(404);
    }
    expect(await sectionFailures(services().db, "diag_home")).toEqual({ top_booked_tests: 1 });
    // Not a report at all: no screen view, or names that are not names.
    expect((await post({ screen: "diag_home", section: "top_booked_tests" }, "198.51.100.2")).status).toBe(400);
    expect((await post({ screen: "diag_home", view: "tv", section: "top_booked_tests" }, "198.51.100.2")).status).toBe(400);
    expect(await count("diag_home", "top_booked_tests")).toBe(1);
  });

  it("a section removed by a publish is no longer live", async () => {
    const live = (await liveVersion(services().db, { screenName: "credit_card_home", screenView: "web", segment: "signed_out" }))!;
    const [first] = live.config.containers[0].sections;
    expect((await post({ screen: "credit_card_home", view: "web", section: first.name }, "198.51.100.3")).status).toBe(204);
    const without = { ...live.config, containers: live.config.containers.map((c) => ({ ...c, sections: c.sections.filter((s) => s.name !== first.name) })) };
    const published = await publishScreenConfiguration(services(), { screenName: "credit_card_home", screenView: "web", config: without, publishedBy: "test" });
    expect(published.errors).toEqual([]);
    expect((await post({ screen: "credit_card_home", view: "web", section: first.name }, "198.51.100.3")).status).toBe(404);
    expect(await count("credit_card_home", first.name)).toBe(1);
  });

  it("one client IP gets at most 10 reports counted in 10 minutes, even all at once", async () => {
    const ip = "203.0.113.7";
    const statuses = await Promise.all(Array.from({ length: 25 }, () => post({ screen: "diag_home", view: "mweb", section: "banner" }, ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await count("diag_home", "banner")).toBe(10);
    // Another client is not held up by this one.
    expect((await post({ screen: "diag_home", view: "mweb", section: "banner" }, "203.0.113.8")).status).toBe(204);
    expect(await count("diag_home", "banner")).toBe(11);
  });

  it("one section gets at most its limit counted, from however many clients", async () => {
    const limiters = createSectionFailureLimiters(services().cache, { perIp: { points: 10, duration: 600 }, perSection: { points: 5, duration: 600 } }, `sf-test-${Date.now()}`);
    const report = { screen: "diag_home", view: "web", section: "popular_categories" };
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => reportSectionFailure(services(), report, `192.0.2.${i + 1}`, limiters)));
    expect(outcomes.filter((o) => o.status === "recorded")).toHaveLength(5);
    expect(outcomes.filter((o) => o.status === "rate_limited")).toHaveLength(7);
    expect(await count("diag_home", "popular_categories")).toBe(5);
    // Other sections keep their own allowance.
    expect(await reportSectionFailure(services(), { ...report, section: "top_booked_tests" }, "192.0.2.100", limiters)).toEqual({ status: "recorded" });
  });
});
