/**
 * The review rule, enforced by the server on every publish path (studio, scheduled, content API): whether a
 * publisher may put a draft live. STUDIO_REVIEW_RULE=second_person (the default) means a change goes live only
 * once someone who did not make it has seen it: a publisher may publish a draft others wrote (they review it as
 * they publish), but a draft they changed themselves needs the approval of another publisher. "none" lets any
 * publisher publish anything (a one-person team).
 */
import type { Draft } from "./drafts";
import { env } from "../env";

export type ReviewRule = "second_person" | "none";

export const currentReviewRule = (): ReviewRule => env().STUDIO_REVIEW_RULE;

export const OWN_DRAFT_MESSAGE = "You changed this draft, so another publisher must approve it before it goes live. Send it for review.";
export const OWN_APPROVAL_MESSAGE = "You changed this draft, so another publisher must approve it.";

/** Why `actorKey` may not publish `draft` as it stands, or null when they may. */
export function reviewRefusal(draft: Pick<Draft, "authors" | "status" | "approvedBy">, actorKey: string, rule: ReviewRule = currentReviewRule()): string | null {
  if (rule === "none" || !draft.authors.includes(actorKey)) return null;
  const approvedByAnother = draft.status === "approved" && !!draft.approvedBy && !draft.authors.includes(draft.approvedBy);
  return approvedByAnother ? null : OWN_DRAFT_MESSAGE;
}

/** Why `actorKey` may not approve `draft`, or null. */
export function approvalRefusal(draft: Pick<Draft, "authors">, actorKey: string, rule: ReviewRule = currentReviewRule()): string | null {
  return rule !== "none" && draft.authors.includes(actorKey) ? OWN_APPROVAL_MESSAGE : null;
}
