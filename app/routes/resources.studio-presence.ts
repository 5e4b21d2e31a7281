/**
 * The studio editor's heartbeat: records the person as present on a screen's draft and answers who else is, and
 * the draft's current revision (so an editor learns at once that a colleague saved). `leave` on closing the editor.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getServices } from "~/.server/app-context";
import { actorOf, requireStudioUser } from "~/.server/content/access";
import { findDraft, isStudioKey } from "~/.server/content/drafts";
import { heartbeat, leave, presenceMessage } from "~/.server/content/presence";

const Heartbeat = z.object({
  intent: z.enum(["heartbeat", "leave"]).default("heartbeat"),
  screenName: z.string().max(64),
  screenView: z.string().max(8),
  segment: z.string().max(32),
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStudioUser(request);
  const parsed = Heartbeat.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || !isStudioKey(parsed.data)) return Response.json({ ok: false, message: "No such screen in the studio." }, { status: 400 });
  const { intent, ...k } = parsed.data;
  const services = await getServices();
  const who = actorOf(user);
  if (intent === "leave") {
    await leave(services, k, who.key);
    return Response.json({ ok: true, others: [], message: null, revision: null, updatedBy: null });
  }
  const others = await heartbeat(services, k, who);
  const draft = await findDraft(services.db, k);
  return Response.json(
    { ok: true, others, message: presenceMessage(others), revision: draft?.revision ?? null, updatedBy: draft?.updatedBy ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
