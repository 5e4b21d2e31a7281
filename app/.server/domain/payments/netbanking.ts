/**
 * The netbanking outage notices a payment page shows before the patient goes to the gateway: what the gateway
 * reports, in the spec's words (~/lib/netbanking-outage). A notice is advice, never a reason not to pay: when the
 * gateway cannot say (unreachable, slow, no such report), there is no notice. A report is kept a minute per
 * instance, so a busy checkout does not ask the gateway on every page.
 */
import { allowedPaymentGateway } from "../../providers/payment-gateway";
import { log } from "../../log";
import { netbankingOutageMessages, NO_NETBANKING_OUTAGE, type NetbankingHealth } from "~/lib/netbanking-outage";

const KEEP_MS = 60_000;
const WAIT_MS = 1500;
let kept: { gateway: string; at: number; health: NetbankingHealth } | null = null;

export async function netbankingNotices(now = Date.now()): Promise<string[]> {
  const gateway = allowedPaymentGateway();
  if (!gateway?.netbankingHealth) return [];
  if (kept && kept.gateway === gateway.name && now - kept.at < KEEP_MS) return netbankingOutageMessages(kept.health);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const health = await Promise.race([
    gateway.netbankingHealth(),
    new Promise<NetbankingHealth>((resolve) => (timer = setTimeout(() => resolve(NO_NETBANKING_OUTAGE), WAIT_MS))),
  ])
    .catch((e: unknown) => {
      log.warn({ event: "NETBANKING_HEALTH_UNAVAILABLE", gateway: gateway.name, reason: String((e as Error)?.message ?? e).slice(0, 200) });
      return NO_NETBANKING_OUTAGE;
    })
    .finally(() => clearTimeout(timer));
  kept = { gateway: gateway.name, at: now, health };
  return netbankingOutageMessages(health);
}

/** Tests change the gateway's report between cases. */
export function forgetNetbankingHealth() {
  kept = null;
}
