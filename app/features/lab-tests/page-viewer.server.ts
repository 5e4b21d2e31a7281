/**
 * Who a lab page (item, listing, search results) is drawn for. Its prices follow the one Circle price rule
 * (lib/member-price): members see member prices here as on the configured screens. Signed in, these pages come
 * from the HTML cache a whole segment shares, and Circle is part of the segment's key ("signed_in+circle"), so a
 * member's page is only ever served to members, and a non-member's page is rendered without knowing of any member.
 */
import type { RequestState } from "~/.server/request-state";
import type { Viewer } from "#widgets/viewer-context";

/**
 * `state` from getRequestState(request, context): the page cache's render for a segment (state.shared) takes
 * Circle from the segment; any other render from the session, whose check asks the database on every request (a
 * plan bought a moment ago counts, a refunded or lapsed one does not).
 */
export function labPageViewer(state: Pick<RequestState, "shared" | "user" | "segment" | "view">, cityId: number): Viewer {
  const isCircleMember = state.shared ? state.shared.segments.includes("circle") : state.user?.isCircleMember ?? false;
  return { isCircleMember, signedIn: state.segment === "signed_in", cityId, view: state.view };
}
