/**
 * A section's data source runs in every viewer's session, so it may only read. A GraphQL source that writes
 * (here addNewPatient) is refused when a draft is saved and when it is published, each time at its JSON path;
 * a configuration that reaches the store some other way still never runs it (the section is dropped, or errored
 * when resolved directly) and no patient is added. The studio preview runs as nobody's account.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Section } from "#schemas/generated/section";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { servicesOfTarget, targets } from "./harness";
import { startSession } from "~/.server/session";
import { liveVersion, openDraft } from "~/.server/content/drafts";
import { publishScreenConfiguration } from "~/.server/content/store";
import { invalidateScreenConfiguration } from "~/sdui/config-source.server";
import { editorAction } from "~/features/studio/editor.server";
import { loadConfiguredScreen, loadPersonalSections, dataContext } from "~/sdui/screen-loader.server";
import { resolveSectionData } from "~/sdui/data-source.server";
import { renderPreview } from "~/sdui/preview.server";
import { getRequestState } from "~/.server/request-state";

const AARAV = { accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true };
const PUBLISHER = "9000000102";
const key = { screenName: "diag_home", screenView: "web", segment: "signed_in" };
const params = { screen: key.screenName, view: key.screenView, segment: key.segment };

/** What a data source that writes looks like: it adds a family member to whoever views the page. */
const addsPatient = (name: string, overrides: Partial<Section> = {}, query?: string): Section =>
  ({
    order: 98,
    name,
    type: "PastSearchCard",
    SSR: true,
    eager_load: false,
    data_source: {
      type: "API",
      api_type: "GRAPHQL",
      operation: "mutation",
      query: query ?? `mutation Add($p: PatientProfileInput!) { addNewPatient(patientInput: $p) { itemId: age itemName: firstName } }`,
      variables: { p: { firstName: "Injected", gender: "M", dateOfBirth: "01/01/1990", relation: "son" } },
      result_path: "addNewPatient",
    },
    ...overrides,
  }) as Section;

const signedInConfig = (): ScreenConfiguration => JSON.parse(fs.readFileSync("screen-configs/diag_home.web.signed_in.json", "utf8"));

describe.each(targets)("read-only data sources on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;
  const patientsOf = async (accountId: number) =>
    (await db().selectFrom("patients").select("first_name").where("account_id", "=", accountId).execute()).map((p) => p.first_name);
  const accountOf = async (mobile: string) => (await db().selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow()).id;
  const studioCookie = async () => (await startSession({ accountId: await accountOf(PUBLISHER), mobileNumber: PUBLISHER, countryCode: "+91", isCircleMember: false })).split(";")[0];

  async function studio(fields: Record<string, string>) {
    const request = new Request("http://localhost:3000/studio/x", { method: "POST", headers: { cookie: await studioCookie() }, body: new URLSearchParams(fields) });
    const r = (await editorAction(request, params)) as unknown as { data: { ok: boolean; message: string; errors?: { path: string; message: string; section: string | null }[] }; init: { status?: number } | null };
    return { ...r.data, status: r.init?.status ?? 200 };
  }

  it("a draft with a data source that writes is not saved, with the error at its JSON path", async () => {
    const draft = await openDraft(db(), key, PUBLISHER);
    const config = signedInConfig();
    config.containers[0].sections.push(addsPatient("adds_patient"));
    const at = config.containers[0].sections.length - 1;
    const saved = await studio({ intent: "save", config: JSON.stringify(config), revision: String(draft.revision) });
    expect(saved).toMatchObject({ ok: false, status: 422 });
    expect(saved.errors).toEqual([
      { path: `/containers/0/sections/${at}/data_source/query`, message: "'addNewPatient' is not a read-only operation a data source may use", section: "adds_patient" },
    ]);
    expect((await openDraft(db(), key, PUBLISHER)).revision).toBe(draft.revision);
  });

  it("publishing it is refused, from the studio and through the API, at its JSON path, and nothing is stored", async () => {
    const before = (await liveVersion(db(), key))!.version;
    const config = { ...signedInConfig(), segment_type: "signed_in" };
    // An alias naming the read-only operation does not make the write allowed.
    config.containers[0].sections.push(addsPatient("adds_patient", {}, `mutation Add($p: PatientProfileInput!) { getDiagnosticItemRecommendations: addNewPatient(patientInput: $p) { itemId: age } }`));
    const at = `/containers/0/sections/${config.containers[0].sections.length - 1}/data_source/query`;

    const api = await publishScreenConfiguration(services(), { screenName: "diag_home", screenView: "web", config, publishedBy: "test" });
    expect(api.success).toBe(false);
    expect(api.errors).toContainEqual({ path: at, message: "'addNewPatient' is not a read-only operation a data source may use" });

    // The studio publishes the saved draft: put the configuration there the way an older save could have.
    await db().updateTable("studio_drafts").set({ config: JSON.stringify(config) }).where("screen_name", "=", key.screenName).where("screen_view", "=", key.screenView).where("segment_type", "=", key.segment).execute();
    const published = await studio({ intent: "publish", previewWarnings: "0" });
    expect(published).toMatchObject({ ok: false, status: 422 });
    expect(published.errors).toContainEqual({ path: at, message: "'addNewPatient' is not a read-only operation a data source may use", section: "adds_patient" });
    expect((await liveVersion(db(), key))!.version).toBe(before);
  });

  it("a stored configuration with such a source never runs it for a signed-in patient: no patient is added", async () => {
    const config = signedInConfig();
    config.containers[0].sections.push(addsPatient("adds_patient_ssr"), addsPatient("adds_patient_mine", { order: 99, per_user: true }));
    // Stored without the publish checks (an older version, a restore, a copy from elsewhere).
    const live = (await liveVersion(db(), key))!;
    await db()
      .insertInto("screen_configurations")
      .values({ screen_name: "diag_home", screen_view: "web", segment_type: "signed_in", version: live.version + 1, config: JSON.stringify({ ...config, version: live.version + 1 }), published_at: new Date().toISOString(), published_by: "elsewhere" })
      .execute();
    await invalidateScreenConfiguration(services(), "diag_home", "web", "signed_in");

    const before = await patientsOf(AARAV.accountId);
    const cookie = (await startSession(AARAV)).split(";")[0];
    const request = () => new Request("http://localhost:3000/lab-tests", { headers: { cookie } });
    const page = await loadConfiguredScreen(request(), "diag_home");
    await Promise.all(Object.values(page.deferred));
    const personal = await loadPersonalSections(request(), "diag_home");
    expect(await patientsOf(AARAV.accountId)).toEqual(before);
    const names = page.screen.containers.flatMap((c) => c.sections.map((s) => s.name));
    expect(names).not.toContain("adds_patient_ssr");
    expect(names).not.toContain("adds_patient_mine");
    expect(Object.keys(personal)).not.toContain("adds_patient_mine");

    // Resolved directly, past validation, the source is refused before it runs.
    const ctx = dataContext(services(), await getRequestState(request()), request());
    await expect(resolveSectionData(addsPatient("direct"), ctx)).rejects.toThrow("'addNewPatient' is not a read-only operation");
    expect(await patientsOf(AARAV.accountId)).toEqual(before);
  });

  it("the read-only operation the spec calls a mutation still runs", async () => {
    const cookie = (await startSession(AARAV)).split(";")[0];
    const request = new Request("http://localhost:3000/lab-tests", { headers: { cookie } });
    const section = {
      ...addsPatient("recommendations"),
      data_source: {
        type: "API", api_type: "GRAPHQL", operation: "mutation",
        query: `mutation R($ids: [Int!]!) { getDiagnosticItemRecommendations(itemIds: $ids, bookingSource: "WEB", cityId: 9) { __typename } }`,
        variables: { ids: [1] },
        result_path: "getDiagnosticItemRecommendations",
      },
    } as Section;
    const data = await resolveSectionData(section, dataContext(services(), await getRequestState(request), request));
    expect(data).toEqual({ __typename: "DiagnosticItemRecommendations" });
  });

  it("the studio preview of a section with a {patientId} source does not run as the previewer", async () => {
    const publisher = await accountOf(PUBLISHER);
    await db().updateTable("patients").set({ first_name: "Previewer", date_of_birth: "01/01/1990", gender: "M" }).where("account_id", "=", publisher).execute();
    const config = signedInConfig();
    config.containers[0].sections.push({
      order: 99, name: "my_profiles", type: "PastSearchCard", SSR: true, eager_load: false,
      data_source: {
        type: "API", api_type: "GRAPHQL",
        query: `query Mine($p: Int) { recent: getRecentlyOrderedItemDetails(patientId: $p) { recentlyOrderedItems { itemId } } getPatientsByAccount { itemId: age itemName: firstName } }`,
        variables: { p: "{patientId}" },
        result_path: "getPatientsByAccount",
      },
    } as Section);
    const request = new Request("http://localhost:3000/studio/preview/diag_home/web/signed_in", { headers: { cookie: await studioCookie() } });
    const preview = await renderPreview(request, config, { view: "web", segment: "signed_in" });
    const section = preview!.screen.containers.flatMap((c) => c.sections).find((s) => s.name === "my_profiles");
    expect(section).toBeDefined();
    expect(JSON.stringify(section)).not.toContain("Previewer");
  });
});
