/**
 * "Try this source": resolves one section's data source as a visitor's request would (never as the studio
 * user: their account is not the data's), with the props it maps to. A failure is told in our words only.
 */
import { readForm } from "~/.server/form";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import type { Section } from "#schemas/generated/section";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { getRequestState } from "~/.server/request-state";
import { dataSourceFailureMessage, logSafe, resolveSectionData } from "~/sdui/data-source.server";
import { asVisitor } from "~/sdui/preview.server";
import { log } from "~/.server/log";
import { mapProps } from "~/sdui/props";
import { propsIssues } from "~/sdui/validate.server";
import { dataContext } from "~/sdui/screen-loader.server";

export async function action({ request }: ActionFunctionArgs) {
  await requireStudioUser(request);
  const form = await readForm(request);
  let section: Section;
  try {
    section = JSON.parse(String(form.get("section") ?? ""));
  } catch {
    return data({ ok: false, error: "The section is not valid JSON." }, { status: 400 });
  }
  const services = await getServices();
  const visitor = asVisitor(request);
  const state = await getRequestState(visitor);
  try {
    const resolved = await resolveSectionData(section, dataContext(services, state, visitor), { tryNow: true });
    const props = mapProps(section, resolved);
    return data({ ok: true, data: resolved, props, problems: propsIssues(section.type, props, "") });
  } catch (e) {
    log.warn({ event: "STUDIO_TRY_SOURCE_FAILED", section: logSafe(String(section?.name ?? ""), 64), reason: logSafe(String((e as Error)?.message ?? e)) });
    return data({ ok: false, error: dataSourceFailureMessage(e) });
  }
}
