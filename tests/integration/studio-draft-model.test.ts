/**
 * The studio's draft model (docs/decisions/2026-11-27-studio-draft-model.md): "A draft is based on a version.
 * Publish, rollback and API publish each create a version and rebase or refuse the draft. A conflicting draft is
 * merged per section or refused with a clear choice, never overwritten silently." Every transition, through the
 * editor's action and the GraphQL mutation as the studio and the content API call them.
 */
import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { targets, servicesOfTarget } from "./harness";
import { createUserSession } from "~/.server/session";
import { findDraft, liveVersion, openDraft } from "~/.server/content/drafts";
import { editorAction } from "~/features/studio/editor.server";
import { getYoga } from "~/.server/graphql/yoga";
import { resetEnvForTesting } from "~/.server/env";
import { OWN_DRAFT_MESSAGE } from "~/.server/content/review-rule";
import { REVIEW_REQUIRED_MESSAGE, rebaseDraft } from "~/.server/content/studio";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

// Its own screen key (signed-in consult home on the web), so no other test file publishes it (or its CDN copy) meanwhile.
const key = { screenName: "consult_home", screenView: "web", segment: "signed_in" };
const params = { screen: key.screenName, view: key.screenView, segment: key.segment };
const EDITOR = "9000000101";
const PUBLISHER = "9000000102";
const SECOND_PUBLISHER = "9000000199";
const TOKEN = "dev-editor-token";

type Reply = {
  ok: boolean;
  message: string;
  status: number;
  revision?: number;
  version?: number;
  errors?: { path: string; message: string; section: string | null }[];
  conflict?: { revision: number; updatedBy: string; sections?: string[] };
  confirm?: { sections: string[] };
};

const bundled = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/consult_home.web.signed_in.json", "utf8"));
const section = (c: ScreenConfiguration, name: string) => c.containers.flatMap((x) => x.sections).find((s) => s.name === name)!;
const withTitle = (c: ScreenConfiguration, name: string, title: string): ScreenConfiguration => {
  const next = structuredClone(c);
  section(next, name).title = title;
  return next;
};

async function apiPublish(config: unknown, token = TOKEN) {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation($s: String!, $v: String!, $c: JSON!) { publishScreenConfiguration(screenName: $s, screenView: $v, configuration: $c) { success version errors { path message } } }`,
      variables: { s: key.screenName, v: key.screenView, c: config },
    }),
  });
  return ((await res.json()) as { data: { publishScreenConfiguration: { success: boolean; version: number | null; errors: { path: string; message: string }[] } } }).data.publishScreenConfiguration;
}

describe.each(targets)("the studio draft model on $name", (target) => {
  const services = servicesOfTarget(target);
  const cookies = new Map<string, string>();

  async function act(mobile: string, fields: Record<string, string>): Promise<Reply> {
    const db = services().db;
    if (!cookies.has(mobile)) {
      const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
      const session = await createUserSession({ accountId: account.id, mobileNumber: mobile, countryCode: "+91", isCircleMember: false }, "/");
      cookies.set(mobile, session.headers.get("Set-Cookie")!.split(";")[0]);
    }
    const request = new Request("http://localhost/studio/x", { method: "POST", headers: { cookie: cookies.get(mobile)! }, body: new URLSearchParams(fields) });
    try {
      const r = (await editorAction(request, params)) as unknown as { data: Omit<Reply, "status">; init: { status?: number } | null };
      return { ...r.data, status: r.init?.status ?? 200 };
    } catch (e) {
      if (e instanceof Response) return { ok: false, message: await e.text(), status: e.status };
      throw e;
    }
  }
  const draft = async () => (await openDraft(services().db, key, "test"))!;
  const live = async () => (await liveVersion(services().db, key))!;
  const save = async (mobile: string, config: ScreenConfiguration, extra: Record<string, string> = {}) =>
    act(mobile, { intent: "save", config: JSON.stringify(config), revision: String((await draft()).revision), ...extra });
  /** An editor's change, approved path: the editor saves and sends it, the publisher publishes it. */
  async function editorPublishes(config: ScreenConfiguration) {
    expect((await save(EDITOR, config)).ok).toBe(true);
    const r = await act(PUBLISHER, { intent: "publish" });
    expect(r).toMatchObject({ ok: true });
    return r.version!;
  }

  beforeEach(async () => {
    const db = services().db;
    // A second publisher, to approve the first one's own drafts.
    let account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", SECOND_PUBLISHER).executeTakeFirst();
    account ??= await db.insertInto("accounts").values({ country_code: "+91", mobile_number: SECOND_PUBLISHER, created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow();
    const role = await db.selectFrom("account_roles").select("role").where("account_id", "=", account.id).executeTakeFirst();
    if (!role) await db.insertInto("account_roles").values({ account_id: account.id, role: "publisher", display_name: "Kavya Iyer" }).execute();
    delete process.env.STUDIO_REVIEW_RULE;
    resetEnvForTesting();
    // Every test starts from the bundled screen live and a clean draft.
    await openDraft(db, key, "test");
    await act(PUBLISHER, { intent: "discard" });
    const current = await live();
    if (JSON.stringify({ ...current.config, version: 0 }) !== JSON.stringify({ ...bundled(), version: 0 })) {
      await editorPublishes(bundled());
    }
  });

  it("after a version is written, the draft is moved onto it with a revision check: a colleague's save meanwhile is merged, not overwritten", async () => {
    const [first, second] = bundled().containers.flatMap((c) => c.sections).map((x) => x.name);
    const read = await draft();
    // A colleague saves the draft after it was read, while the version is being written.
    expect((await save(EDITOR, withTitle(read.config, first, "Saved by a colleague meanwhile"))).ok).toBe(true);
    const saved = await draft();
    const version = (await live()).version + 1;
    const published = { ...withTitle(bundled(), second, "In the new version"), version };
    await rebaseDraft(services(), key, read, published, published, version, "Test");
    const after = await draft();
    expect(after.revision).toBe(saved.revision + 1);
    expect(after.baseVersion).toBe(version);
    expect(section(after.config, first).title).toBe("Saved by a colleague meanwhile");
    expect(section(after.config, second).title).toBe("In the new version");
    // The colleague's change is still unpublished, and they are still its author.
    expect(after.authors.length).toBeGreaterThan(0);
  });

  it("a publish makes the draft the new version: based on it, with no unpublished changes and no authors", async () => {
    const version = await editorPublishes(withTitle(bundled(), "banner", "Offers this week"));
    const d = await draft();
    expect(d).toMatchObject({ baseVersion: version, authors: [], status: "draft" });
    expect(section(d.config, "banner").title).toBe("Offers this week");
  });

  it("'a section rollback must not leave the reverted change in the draft': the next publish does not bring it back", async () => {
    const before = (await live()).version;
    const bad = await editorPublishes(withTitle(bundled(), "banner", "Wrong offer"));
    const rolled = await act(PUBLISHER, { intent: "rollback_section", version: String(before), section: "banner" });
    expect(rolled).toMatchObject({ ok: true, version: bad + 1 });
    expect(section((await draft()).config, "banner").title).toBe("Consult offers");
    // An unrelated change, published later, leaves the banner as rolled back.
    const next = await editorPublishes(withTitle((await draft()).config, "specialties", "Find a specialist"));
    expect(section((await live()).config, "banner").title).toBe("Consult offers");
    expect(section((await live()).config, "specialties").title).toBe("Find a specialist");
    expect(next).toBe(bad + 2);
  });

  it("a section rollback keeps the draft's unpublished changes to other sections, and asks before replacing one to the same section", async () => {
    const before = (await live()).version;
    await editorPublishes(withTitle(bundled(), "banner", "Wrong offer"));
    expect((await save(EDITOR, withTitle(withTitle((await draft()).config, "specialties", "Specialists"), "banner", "Better offer"))).ok).toBe(true);

    const asked = await act(PUBLISHER, { intent: "rollback_section", version: String(before), section: "banner" });
    expect(asked).toMatchObject({ ok: false, status: 409, confirm: { sections: ["banner"] } });
    expect(asked.message).toContain("Priya Sharma");
    expect(section((await live()).config, "banner").title).toBe("Wrong offer");

    expect(await act(PUBLISHER, { intent: "rollback_section", version: String(before), section: "banner", confirm: "on" })).toMatchObject({ ok: true });
    const d = await draft();
    expect(section(d.config, "banner").title).toBe("Consult offers");
    expect(section(d.config, "specialties").title).toBe("Specialists");
    expect(d.authors.length).toBe(1);
  });

  it("'a whole-version rollback must not overwrite a saved unpublished draft silently': it asks, then keeps the draft's changes on top", async () => {
    const before = (await live()).version;
    await editorPublishes(withTitle(bundled(), "banner", "Wrong offer"));
    expect((await save(EDITOR, withTitle((await draft()).config, "specialties", "Specialists"))).ok).toBe(true);

    const asked = await act(PUBLISHER, { intent: "rollback", version: String(before) });
    expect(asked).toMatchObject({ ok: false, status: 409, confirm: { sections: ["specialties"] } });
    expect(asked.message).toBe("The draft has unpublished changes by Priya Sharma. Roll back anyway? They are kept on top of the rolled-back version, except in sections the rollback changes.");
    expect(section((await live()).config, "banner").title).toBe("Wrong offer");

    const done = await act(PUBLISHER, { intent: "rollback", version: String(before), confirm: "on" });
    expect(done).toMatchObject({ ok: true });
    expect(done.message).toContain("the draft keeps its unpublished changes to specialties");
    const d = await draft();
    expect(section(d.config, "banner").title).toBe("Consult offers");
    expect(section(d.config, "specialties").title).toBe("Specialists");
    expect(d.baseVersion).toBe((await live()).version);
  });

  it("a rollback with a clean draft needs no confirmation and leaves the draft on the rolled-back version", async () => {
    const before = (await live()).version;
    await editorPublishes(withTitle(bundled(), "banner", "Wrong offer"));
    expect(await act(PUBLISHER, { intent: "rollback", version: String(before) })).toMatchObject({ ok: true });
    const d = await draft();
    expect(section(d.config, "banner").title).toBe("Consult offers");
    expect(d.authors).toEqual([]);
  });

  it("'an API publish is reflected in the draft': with the review rule off it goes live, and a later studio publish does not undo it", async () => {
    process.env.STUDIO_REVIEW_RULE = "none";
    resetEnvForTesting();
    const r = await apiPublish(withTitle(bundled(), "banner", "From the API"));
    expect(r).toEqual({ success: true, version: expect.any(Number), errors: [] });
    expect(section((await draft()).config, "banner").title).toBe("From the API");
    await editorPublishes(withTitle((await draft()).config, "specialties", "Specialists"));
    const now = (await live()).config;
    expect(section(now, "banner").title).toBe("From the API");
    expect(section(now, "specialties").title).toBe("Specialists");
  });

  it("'the token path obeys the same rule': by default an API publish becomes the draft, in review, and a publisher puts it live", async () => {
    const before = (await live()).version;
    const r = await apiPublish(withTitle(bundled(), "banner", "From the API"));
    expect(r).toEqual({ success: false, version: null, errors: [{ path: "/", message: REVIEW_REQUIRED_MESSAGE }] });
    expect((await live()).version).toBe(before);
    const d = await draft();
    expect(d).toMatchObject({ status: "in_review", authors: ["api"] });
    expect(section(d.config, "banner").title).toBe("From the API");
    expect(await act(PUBLISHER, { intent: "publish" })).toMatchObject({ ok: true, version: before + 1 });
    expect(section((await live()).config, "banner").title).toBe("From the API");
  });

  it("an API publish merges with unpublished studio changes to other sections and is refused on the same section", async () => {
    process.env.STUDIO_REVIEW_RULE = "none";
    resetEnvForTesting();
    expect((await save(EDITOR, withTitle((await draft()).config, "specialties", "Specialists"))).ok).toBe(true);
    expect((await apiPublish(withTitle(bundled(), "banner", "From the API"))).success).toBe(true);
    const d = await draft();
    expect(section(d.config, "specialties").title).toBe("Specialists");
    expect(section(d.config, "banner").title).toBe("From the API");

    const refused = await apiPublish(withTitle(bundled(), "specialties", "Other specialists"));
    expect(refused.success).toBe(false);
    expect(refused.errors[0].message).toBe("The studio draft has unpublished changes by Priya Sharma to the same sections. Publish or discard them in the studio first. (specialties)");
    expect(section((await draft()).config, "specialties").title).toBe("Specialists");
  });

  it("'save mine over theirs must not overwrite a colleague's whole draft': a conflicting save merges per section, or asks which to keep", async () => {
    const start = await draft();
    const base = start.config;
    // Kavya saves first (banner); Priya, from the same revision, changed specialties.
    const kavya = await save(SECOND_PUBLISHER, withTitle(base, "banner", "Kavya's banner"));
    expect(kavya, JSON.stringify(kavya)).toMatchObject({ ok: true });
    const mine = withTitle(base, "specialties", "Priya's specialists");
    const plain = await act(EDITOR, { intent: "save", config: JSON.stringify(mine), revision: String(start.revision) });
    expect(plain).toMatchObject({ ok: false, status: 409, conflict: { updatedBy: "Kavya Iyer" } });

    const merged = await act(EDITOR, { intent: "save", merge: "on", config: JSON.stringify(mine), base: JSON.stringify(base), revision: String(start.revision) });
    expect(merged).toMatchObject({ ok: true });
    let d = await draft();
    expect(section(d.config, "banner").title).toBe("Kavya's banner");
    expect(section(d.config, "specialties").title).toBe("Priya's specialists");

    // Both change the banner: no silent winner; a choice is asked for, then honoured.
    const base2 = d.config;
    expect((await save(SECOND_PUBLISHER, withTitle(base2, "banner", "Kavya again"))).ok).toBe(true);
    const mine2 = withTitle(base2, "banner", "Priya's banner");
    const both = await act(EDITOR, { intent: "save", merge: "on", config: JSON.stringify(mine2), base: JSON.stringify(base2), revision: String(d.revision) });
    expect(both).toMatchObject({ ok: false, status: 409, conflict: { sections: ["banner"] } });
    expect(both.message).toBe("You and Kavya Iyer both changed banner. Choose whose version of it to keep; everything else is merged.");
    expect(section((await draft()).config, "banner").title).toBe("Kavya again");
    const chosen = await act(EDITOR, { intent: "save", merge: "on", prefer: "mine", config: JSON.stringify(mine2), base: JSON.stringify(base2), revision: String(d.revision) });
    expect(chosen).toMatchObject({ ok: true });
    d = await draft();
    expect(section(d.config, "banner").title).toBe("Priya's banner");
  });

  it("'by default, a publisher cannot publish their own unreviewed draft': another publisher's approval lets them", async () => {
    expect((await save(PUBLISHER, withTitle((await draft()).config, "banner", "My own change"))).ok).toBe(true);
    const before = (await live()).version;
    expect(await act(PUBLISHER, { intent: "publish" })).toMatchObject({ ok: false, status: 403, message: OWN_DRAFT_MESSAGE });
    expect(await act(PUBLISHER, { intent: "schedule", runAt: new Date(Date.now() + 3600_000).toISOString() })).toMatchObject({ ok: false, status: 403 });
    expect((await live()).version).toBe(before);
    expect(await act(PUBLISHER, { intent: "submit_review" })).toMatchObject({ ok: true });
    // Nor can they approve it themselves.
    expect(await act(PUBLISHER, { intent: "approve" })).toMatchObject({ ok: false, status: 403 });
    expect(await act(SECOND_PUBLISHER, { intent: "approve" })).toMatchObject({ ok: true });
    expect(await act(PUBLISHER, { intent: "publish" })).toMatchObject({ ok: true, version: before + 1 });
  });

  it("an approval lapses when the draft changes again", async () => {
    expect((await save(PUBLISHER, withTitle((await draft()).config, "banner", "Mine"))).ok).toBe(true);
    await act(PUBLISHER, { intent: "submit_review" });
    expect(await act(SECOND_PUBLISHER, { intent: "approve" })).toMatchObject({ ok: true });
    expect((await save(PUBLISHER, withTitle((await draft()).config, "banner", "Mine, changed after approval"))).ok).toBe(true);
    expect(await act(PUBLISHER, { intent: "publish" })).toMatchObject({ ok: false, status: 403 });
  });

  it("'the audit log records what changed': the diff in words, and the actor by name, not phone number", async () => {
    const version = await editorPublishes(withTitle(bundled(), "banner", "Offers this week"));
    const entries = await services().db.selectFrom("studio_audit").selectAll().where("screen_name", "=", key.screenName).where("screen_view", "=", key.screenView).orderBy("id", "desc").limit(5).execute();
    const published = entries.find((e) => e.action === "publish")!;
    expect(published.actor).toBe("Arjun Mehta");
    expect(published.detail).toContain(`version ${version}`);
    expect(published.detail).toContain("banner: Title “Consult offers” → “Offers this week”");
    const saved = entries.find((e) => e.action === "save_draft")!;
    expect(saved.actor).toBe("Priya Sharma");
    expect(saved.detail).toContain("banner: Title “Consult offers” → “Offers this week”");
    for (const e of entries) expect(e.actor).not.toMatch(/^\d{10}$/);
  });

  it("'anything the renderer would drop blocks the publish': 70 sections are refused, with the count in words", async () => {
    const big = bundled();
    const template = section(big, "health_concerns");
    const sections = Array.from({ length: 70 }, (_, i) => ({ ...structuredClone(template), name: `concerns_${i}`, order: i }));
    big.containers[0].sections = sections;
    expect((await save(EDITOR, big)).ok).toBe(true);
    const r = await act(PUBLISHER, { intent: "publish" });
    expect(r).toMatchObject({ ok: false, status: 422 });
    expect(r.errors).toContainEqual({ path: "/containers", message: "70 sections: a screen shows at most 60, so patients would not see 10 of them. Remove or move sections to another screen.", section: null });
    // The API path runs the same checks.
    const api = await apiPublish(big);
    expect(api.success).toBe(false);
    expect(api.errors.map((e) => e.message)).toContain("70 sections: a screen shows at most 60, so patients would not see 10 of them. Remove or move sections to another screen.");
  });

  it("a section over the item limit is refused, naming how many patients would miss", async () => {
    const c = bundled();
    const banner = section(c, "banner");
    const data = banner.data_source as { data: { banners: unknown[] } };
    data.data.banners = Array.from({ length: 55 }, (_, i) => ({ ...(data.data.banners[0] as object), id: `b${i}` }));
    expect((await save(EDITOR, c)).ok).toBe(true);
    const r = await act(PUBLISHER, { intent: "publish" });
    expect(r.errors).toContainEqual(expect.objectContaining({ section: "banner", message: "55 banners: a section shows at most 50, so patients would not see 5 of them." }));
  });

  it("'a {} draft must not break the editor or publish': it is refused on save, in words, and so is an oversized one", async () => {
    const before = await draft();
    const empty = await act(EDITOR, { intent: "save", config: "{}", revision: String(before.revision) });
    expect(empty).toMatchObject({ ok: false, status: 422 });
    expect(empty.errors?.[0].message).toMatch(/^Add /);
    const huge = withTitle(bundled(), "banner", "x".repeat(300 * 1024));
    const big = await act(EDITOR, { intent: "save", config: JSON.stringify(huge), revision: String(before.revision) });
    expect(big).toMatchObject({ ok: false, status: 422 });
    expect(big.errors?.[0].message).toMatch(/^The draft is \d+ KB; a screen may be at most 256 KB\.$/);
    expect((await findDraft(services().db, key))!.revision).toBe(before.revision);
    expect(await act(PUBLISHER, { intent: "publish" })).toMatchObject({ ok: true });
  });
});
