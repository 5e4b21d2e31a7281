/**
 * "Event tracking labels Circle status as Yes, No or Never": every browser event recorded through the beacon carries
 * the sender's label, read from the account's subscriptions when it is recorded (a member, a former member whose
 * plan ended, an account that never held Circle, a visitor). The session's member flag follows the same rule.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/resources.analytics";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { captureLogsForTesting } from "~/.server/log";
import { sessionUserOfCookie } from "~/.server/session";
import { addCalendarDays, CIRCLE_PLAN_NAME } from "~/lib/circle-membership";
import { indiaDate } from "~/lib/india-date-time";
import { targets, servicesOfTarget } from "./harness";
import { cookieFor } from "./payment-helpers";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const click = { event: "click", screen: "a247_home", version: 3, section: "circle_banner", item_id: "circle" };

describe.each(targets)("analytics events carry the Circle label on $name", (target) => {
  const services = servicesOfTarget(target);
  let logs: ReturnType<typeof captureLogsForTesting>;
  beforeEach(() => {
    logs = captureLogsForTesting();
  });
  afterEach(() => logs.restore());

  async function account(mobile: string, plan?: { status: string; endOffset: number }) {
    const db = services().db;
    const a = await findOrCreateAccount(db, "+91", mobile);
    if (plan) {
      const today = indiaDate(new Date());
      await db
        .insertInto("subscriptions")
        .values({
          account_id: a.id, group_name: "APOLLO", name: CIRCLE_PLAN_NAME, plan_id: "CIRCLEPlan", status: plan.status, purchase_type: "first_time",
          start_date: addCalendarDays(today, plan.endOffset - 179), end_date: addCalendarDays(today, plan.endOffset), sub_plan_id: "CIRCLE_6M", order_id: null, source_meta_data: null,
        })
        .execute();
    }
    return { id: a.id, cookie: await cookieFor(a.id, mobile) };
  }

  async function send(cookie: string | null) {
    const headers = new Headers({ "content-type": "application/json", "user-agent": CHROME, origin: "http://localhost" });
    headers.set("cookie", ["analytics_consent=ACCEPTED", cookie].filter(Boolean).join("; "));
    const request = new Request("http://localhost/resources/analytics", { method: "POST", headers, body: JSON.stringify({ events: [click] }) });
    expect((await action({ request, params: {}, context: {} })).status).toBe(204);
    const events = logs.records.filter((r) => r.event === "click");
    expect(events).toHaveLength(1);
    logs.records.length = 0;
    return events[0].circle_member;
  }

  it("Yes for a member, No for a former member, Never for an account without Circle and for a visitor", async () => {
    const member = await account("9822200001", { status: "active", endOffset: 100 });
    const renewed = await account("9822200002", { status: "deferred_active", endOffset: 300 });
    const lapsed = await account("9822200003", { status: "active", endOffset: -1 });
    const refunded = await account("9822200004", { status: "refunded", endOffset: 100 });
    const never = await account("9822200005");
    expect(await send(member.cookie)).toBe("Yes");
    expect(await send(renewed.cookie)).toBe("Yes");
    expect(await send(lapsed.cookie)).toBe("No");
    expect(await send(refunded.cookie)).toBe("No");
    expect(await send(never.cookie)).toBe("Never");
    expect(await send(null)).toBe("Never");
  });

  it("a plan still marked active after its last day gives no member prices: the session's flag follows the same rule", async () => {
    const lapsed = await account("9822200011", { status: "active", endOffset: -1 });
    const member = await account("9822200012", { status: "active", endOffset: 0 });
    expect((await sessionUserOfCookie(lapsed.cookie))?.isCircleMember).toBe(false);
    expect((await sessionUserOfCookie(member.cookie))?.isCircleMember).toBe(true);
  });
});
