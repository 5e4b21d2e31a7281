/** The viewer a request's visibility rules are evaluated for. */
import type { Section } from "#schemas/generated/section";
import type { AppServices } from "~/.server/app-context";
import type { RequestState } from "~/.server/request-state";
import { getAccountSummary } from "~/.server/domain/accounts/accounts";
import { needsCorporate, viewerSegments, type Viewer } from "./visibility";

export async function viewerFor(services: AppServices, state: RequestState, sections: Section[]): Promise<Viewer> {
  const user = state.user;
  let corporate = false;
  if (user && needsCorporate(sections)) {
    const summary = await getAccountSummary(services.db, user.accountId);
    corporate = summary?.roles.includes("corporate") ?? false;
  }
  return { segments: viewerSegments(!!user, user?.isCircleMember ?? false, corporate), cityId: state.location.cityId, view: state.view };
}
