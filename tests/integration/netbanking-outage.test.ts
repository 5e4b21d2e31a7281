/**
 * The spec's netbanking outage (§8): "messages that banks are disabled due to high failures and to try another
 * option, or that banks are experiencing high failures". The words come from one home (~/lib/netbanking-outage);
 * the banks from the gateway (the sandbox as a tester sets it, Razorpay's payment downtimes against a local fake of
 * its API); the consult checkout and the gateway's checkout page show them; a gateway that cannot say shows nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  netbankingDegradedMessage, netbankingDisabledMessage, netbankingOutageMessages, parseSandboxNetbankingOutage,
} from "~/lib/netbanking-outage";
import { forgetNetbankingHealth, netbankingNotices } from "~/.server/domain/payments/netbanking";
import { sandboxGateway, usePaymentGatewayForTesting, type PaymentGateway } from "~/.server/providers/payment-gateway";
import { razorpayGateway } from "~/.server/providers/razorpay";
import { consultCheckoutLoader } from "~/features/consult/consult-checkout.server";
import { startFakeRazorpay, type FakeRazorpay } from "../fakes/razorpay-api";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";

const KEYS = { keyId: "rzp_test_fakekey123", keySecret: "fake-key-secret", webhookSecret: "fake-webhook-secret" };

const reporting = (disabled: string[], degraded: string[]): PaymentGateway => ({ ...sandboxGateway, name: "test", netbankingHealth: async () => ({ disabled, degraded }) });

afterEach(() => {
  usePaymentGatewayForTesting(null);
  forgetNetbankingHealth();
});

describe("the netbanking outage messages", () => {
  it('say that banks "are disabled due to high failures" and to "try another option"', () => {
    expect(netbankingDisabledMessage(["HDFC Bank"])).toBe("Netbanking for HDFC Bank is disabled due to high failures. Please try another option.");
    expect(netbankingDisabledMessage(["HDFC Bank", "ICICI Bank", "Axis Bank"])).toBe("Netbanking for HDFC Bank, ICICI Bank and Axis Bank are disabled due to high failures. Please try another option.");
  });

  it('or that banks "are experiencing high failures"', () => {
    expect(netbankingDegradedMessage(["State Bank of India"])).toBe("State Bank of India is experiencing high failures. Your payment may not go through; you can try another option.");
    expect(netbankingDegradedMessage(["HDFC Bank", "Yes Bank"])).toMatch(/^HDFC Bank and Yes Bank are experiencing high failures\./);
  });

  it("disabled first; a bank both disabled and degraded is named once; none when every bank is well", () => {
    expect(netbankingOutageMessages({ disabled: ["HDFC Bank"], degraded: ["HDFC Bank", "Yes Bank"] })).toEqual([
      netbankingDisabledMessage(["HDFC Bank"]),
      netbankingDegradedMessage(["Yes Bank"]),
    ]);
    expect(netbankingOutageMessages({ disabled: [], degraded: [] })).toEqual([]);
  });

  it("the sandbox's outage is what a tester sets; anything else is left out", () => {
    expect(parseSandboxNetbankingOutage("HDFC Bank:disabled, ICICI Bank:degraded,Axis Bank:down,:disabled,junk")).toEqual({ disabled: ["HDFC Bank"], degraded: ["ICICI Bank"] });
    expect(parseSandboxNetbankingOutage(undefined)).toEqual({ disabled: [], degraded: [] });
  });
});

describe("what the gateway reports", () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEYS);
  });
  afterAll(async () => {
    await fake.close();
  });

  it("Razorpay: a netbanking downtime under way of high severity disables the bank; medium or low degrade it; others are not outages", async () => {
    fake.setDowntimes([
      { method: "netbanking", status: "started", severity: "high", bank: "HDFC" },
      { method: "netbanking", status: "started", severity: "medium", bank: "ICIC" },
      { method: "netbanking", status: "resolved", severity: "high", bank: "UTIB" },
      { method: "netbanking", status: "scheduled", severity: "high", bank: "SBIN" },
      { method: "card", status: "started", severity: "high", bank: "KKBK" },
      { method: "netbanking", status: "started", severity: "low", bank: "ABCD" },
    ]);
    const gateway = razorpayGateway({ ...KEYS, apiUrl: fake.url, appOrigin: "https://www.apollo247.example" });
    expect(await gateway.netbankingHealth()).toEqual({ disabled: ["HDFC Bank"], degraded: ["ICICI Bank", "ABCD"] });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/payments/downtimes", authorized: true });

    usePaymentGatewayForTesting(gateway);
    expect(await netbankingNotices()).toEqual([netbankingDisabledMessage(["HDFC Bank"]), netbankingDegradedMessage(["ICICI Bank", "ABCD"])]);
  });

  it("a gateway that cannot say (refuses, is unreachable) gives no notice: payment goes ahead", async () => {
    fake.failNext(500, "Something went wrong", "SERVER_ERROR");
    usePaymentGatewayForTesting(razorpayGateway({ ...KEYS, apiUrl: fake.url, appOrigin: "https://www.apollo247.example" }));
    expect(await netbankingNotices()).toEqual([]);
  });

  it("is asked once a minute, not on every page", async () => {
    let asked = 0;
    usePaymentGatewayForTesting({ ...reporting(["HDFC Bank"], []), netbankingHealth: async () => (asked++, { disabled: ["HDFC Bank"], degraded: [] }) });
    const t = Date.now();
    await netbankingNotices(t);
    await netbankingNotices(t + 30_000);
    expect(asked).toBe(1);
    await netbankingNotices(t + 61_000);
    expect(asked).toBe(2);
  });
});

describe.each(targets)("the consult checkout on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);

  it("shows the outage messages before the patient pays, and none when the gateway reports none", async () => {
    const a = await account("9000000001");
    const request = () => new Request("http://localhost/pay-online-consult?doctor=dr-farah-khan&slot=2030-01-14T05:00:00.000Z", { headers: { cookie: a.cookie } });
    usePaymentGatewayForTesting(reporting(["HDFC Bank"], ["Yes Bank"]));
    const data = (await (await consultCheckoutLoader(request(), "ONLINE")).json()) as { netbankingNotices: string[] };
    expect(data.netbankingNotices).toEqual([netbankingDisabledMessage(["HDFC Bank"]), netbankingDegradedMessage(["Yes Bank"])]);

    forgetNetbankingHealth();
    usePaymentGatewayForTesting(reporting([], []));
    const calm = (await (await consultCheckoutLoader(request(), "ONLINE")).json()) as { netbankingNotices: string[] };
    expect(calm.netbankingNotices).toEqual([]);
  });
});
