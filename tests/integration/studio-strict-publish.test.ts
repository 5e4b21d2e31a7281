/**
 * "Warnings (shown, not blocking unless the publisher chooses)": a publish goes through with warnings, and a
 * strict publish is refused while the draft or its preview has any, naming them, with the live version unchanged.
 */
import { describe, expect, it } from "vitest";
import { targets, servicesOfTarget } from "./harness";
import { createUserSession } from "~/.server/session";
import { liveVersion, openDraft, saveDraft } from "~/.server/content/drafts";
import { editorAction } from "~/features/studio/editor.server";
import { checksFor } from "~/.server/content/studio";

const key = { screenName: "consult_home", screenView: "mweb", segment: "signed_out" };
const params = { screen: key.screenName, view: key.screenView, segment: key.segment };
const PUBLISHER = "9000000102";

type Reply = { data: { ok: boolean; message: string; errors?: { path: string; message: string }[]; version?: number }; init: { status?: number } | null };

describe.each(targets)("strict publish on $name", (target) => {
  const services = servicesOfTarget(target);

  async function publish(fields: Record<string, string>) {
    const account = await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", PUBLISHER).executeTakeFirstOrThrow();
    const session = await createUserSession({ accountId: account.id, mobileNumber: PUBLISHER, countryCode: "+91", isCircleMember: false }, "/");
    const cookie = session.headers.get("Set-Cookie")!.split(";")[0];
    const request = new Request("http://localhost/studio/x", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "publish", ...fields }) });
    const r = (await editorAction(request, params)) as unknown as Reply;
    return { ...r.data, status: r.init?.status ?? 200 };
  }

  it("refuses a strict publish while there are warnings and publishes the same draft when not strict", async () => {
    const db = services().db;
    const live = (await liveVersion(db, key))!;
    await openDraft(db, key, PUBLISHER);
    // The consult screen has images without alt text: warnings, not errors.
    const { warnings, errors } = checksFor(live.config, live.config);
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.message)).toContain("Add a description of the picture for people who cannot see it");

    const strict = await publish({ strict: "on", previewWarnings: "0" });
    expect(strict).toMatchObject({ ok: false, status: 422, message: "Publish refused: strict publish and there are warnings." });
    expect(strict.errors).toHaveLength(warnings.length);
    expect((await liveVersion(db, key))!.version).toBe(live.version);

    const relaxed = await publish({ previewWarnings: "0" });
    expect(relaxed).toMatchObject({ ok: true, status: 200, version: live.version + 1 });
  });

  it("counts the preview's own warnings (axe, headings, budget) in a strict publish", async () => {
    const db = services().db;
    const live = (await liveVersion(db, key))!;
    const draft = await openDraft(db, key, PUBLISHER);
    // Only the sections with nothing to warn about.
    const warned = new Set(checksFor(live.config, live.config).warnings.map((w) => w.section));
    const clean = { ...live.config, containers: live.config.containers.map((c) => ({ ...c, sections: c.sections.filter((x) => !warned.has(x.name)) })) };
    expect(checksFor(clean, live.config)).toMatchObject({ errors: [], warnings: [] });
    expect((await saveDraft(db, key, clean, draft.revision, PUBLISHER)).ok).toBe(true);

    const refused = await publish({ strict: "on", previewWarnings: "2" });
    expect(refused).toMatchObject({ ok: false, status: 422 });
    expect(refused.errors).toEqual([{ path: "/", message: "2 warnings from the preview (see Preview checks)", section: null }]);
    expect(await publish({ strict: "on", previewWarnings: "0" })).toMatchObject({ ok: true, version: live.version + 1 });
  });
});
