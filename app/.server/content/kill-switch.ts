/**
 * The kill switch: render failures of sections in patients' browsers are counted per screen and section;
 * a publisher can hide a failing section everywhere in one action (every view and segment of the screen),
 * and every instance drops its rendered pages.
 */
import type { AppServices } from "../app-context";
import type { DB } from "../db/client";
import { SCREEN_PUBLISHED_CHANNEL } from "./store";
import { STUDIO_SCREENS } from "./drafts";

const NAME = /^[a-z0-9_]{1,64}$/;

export async function recordSectionFailure(db: DB, screen: string, section: string, now = new Date()): Promise<boolean> {
  if (!(STUDIO_SCREENS as readonly string[]).includes(screen) || !NAME.test(section)) return false;
  const at = now.toISOString();
  await db
    .insertInto("section_failures")
    .values({ screen_name: screen, section_name: section, failures: 1, last_failed_at: at })
    .onConflict((oc) => oc.columns(["screen_name", "section_name"]).doUpdateSet((eb) => ({ failures: eb("section_failures.failures", "+", 1), last_failed_at: at })))
    .execute();
  return true;
}

export async function sectionFailures(db: DB, screen: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom("section_failures").select(["section_name", "failures"]).where("screen_name", "=", screen).execute();
  return Object.fromEntries(rows.map((r) => [r.section_name, Number(r.failures)]));
}

export async function killedSections(db: DB, screen: string): Promise<string[]> {
  const rows = await db.selectFrom("killed_sections").select("section_name").where("screen_name", "=", screen).execute();
  return rows.map((r) => r.section_name);
}

export async function setSectionKilled(services: AppServices, screen: string, section: string, killed: boolean, actor: string, now = new Date()) {
  if (killed) {
    await services.db
      .insertInto("killed_sections")
      .values({ screen_name: screen, section_name: section, killed_by: actor, killed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["screen_name", "section_name"]).doNothing())
      .execute();
  } else {
    await services.db.deleteFrom("killed_sections").where("screen_name", "=", screen).where("section_name", "=", section).execute();
    await services.db.deleteFrom("section_failures").where("screen_name", "=", screen).where("section_name", "=", section).execute();
  }
  // Rendered pages of every instance are dropped, as after a publish.
  await services.cache.publish(SCREEN_PUBLISHED_CHANNEL, JSON.stringify({ screenName: screen, killSwitch: section }));
}
