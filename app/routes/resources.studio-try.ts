/** "Try this source": resolves one section's data source as a patient's request would, with the props it maps to. */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import type { Section } from "#schemas/generated/section";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { getRequestState } from "~/.server/request-state";
import { resolveSectionData } from "~/sdui/data-source.server";
import { mapProps } from "~/sdui/props";
import { propsIssues } from "~/sdui/validate.server";
import { dataContext } from "~/sdui/screen-loader.server";

export async function action({ request }: ActionFunctionArgs) {
  await requireStudioUser(request);
  const form = await request.formData();
  let section: Section;
  try {
    section = JSON.parse(String(form.get("section") ?? ""));
  } catch {
    return data({ ok: false, error: "The section is not valid JSON." }, { status: 400 });
  }
  const services = await getServices();
  const state = await getRequestState(request);
  try {
    const resolved = await resolveSectionData(section, dataContext(services, state, request));
    const props = mapProps(section, resolved);
    return data({ ok: true, data: resolved, props, problems: propsIssues(section.type, props, "") });
  } catch (e) {
    return data({ ok: false, error: (e as Error).message });
  }
}
