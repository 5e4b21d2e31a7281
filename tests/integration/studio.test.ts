import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { targets } from "./harness";
import type { AppServices } from "~/.server/app-context";
import { openDraft, saveDraft, liveVersion } from "~/.server/content/drafts";
import { runDueSchedules, schedulePublish } from "~/.server/content/schedules";
import { studioRoleOf } from "~/.server/content/access";
import { killedSections, recordSectionFailure, sectionFailures, setSectionKilled } from "~/.server/content/kill-switch";

const key = { screenName: "consult_home", screenView: "mweb", segment: "signed_out" };

describe.each(targets)("the studio on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
  });
  afterAll(() => teardown());

  it("seeds the demo editor 9000000101 and publisher 9000000102; a patient account has no studio role", async () => {
    const acc = await services.db.selectFrom("accounts").select(["id", "mobile_number"]).where("mobile_number", "in", ["9000000101", "9000000102", "9000000001"]).execute();
    const role = async (m: string) => studioRoleOf(services.db, acc.find((a) => a.mobile_number === m)!.id);
    expect(await role("9000000101")).toBe("editor");
    expect(await role("9000000102")).toBe("publisher");
    expect(await role("9000000001")).toBeNull();
  });

  it("'two editors saving the same draft are told of the conflict and lose nothing (version check)'", async () => {
    const draft = await openDraft(services.db, key, "9000000101");
    const mine = { ...draft.config, screen_identifier: "mine" };
    const theirs = { ...draft.config, screen_identifier: "theirs" };
    const first = await saveDraft(services.db, key, mine, draft.revision, "9000000101");
    expect(first.ok).toBe(true);
    const second = await saveDraft(services.db, key, theirs, draft.revision, "9000000102");
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.current.config.screen_identifier).toBe("mine");
      expect(second.current.updatedBy).toBe("9000000101");
    }
  });

  it("'Scheduled publish at a set time (survives a restart; runs once even with two instances)'", async () => {
    const config = JSON.parse(fs.readFileSync("screen-configs/consult_home.mweb.json", "utf8"));
    const before = (await liveVersion(services.db, key))!.version;
    await schedulePublish(services.db, key, config, new Date(Date.now() - 1000), "9000000102");
    // Two instances polling at the same moment: one claims the row, the other skips it.
    const [a, b] = await Promise.all([runDueSchedules(services), runDueSchedules(services)]);
    expect(a.length + b.length).toBe(1);
    expect((await liveVersion(services.db, key))!.version).toBe(before + 1);
    expect(await runDueSchedules(services)).toEqual([]);
  });
});

describe.each(targets)("the kill switch on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
  });
  afterAll(() => teardown());

  it("'the studio shows the failure count per section and a publisher can hide that section everywhere in one action'", async () => {
    expect(await recordSectionFailure(services.db, "diag_home", "banner")).toBe(true);
    expect(await recordSectionFailure(services.db, "diag_home", "banner")).toBe(true);
    expect(await recordSectionFailure(services.db, "no_such_screen", "banner")).toBe(false);
    expect(await sectionFailures(services.db, "diag_home")).toEqual({ banner: 2 });
    await setSectionKilled(services, "diag_home", "banner", true, "9000000102");
    expect(await killedSections(services.db, "diag_home")).toEqual(["banner"]);
    await setSectionKilled(services, "diag_home", "banner", false, "9000000102");
    expect(await killedSections(services.db, "diag_home")).toEqual([]);
  });
});
