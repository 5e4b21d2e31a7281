/**
 * The draft's review and publish actions: discard, send for review; for publishers approve, return with a note
 * and publish (optionally strict: refused while there are warnings, the preview's included).
 */
import { memo } from "react";
import type { useFetcher } from "@remix-run/react";
import type { ActionResult } from "./editor-types";

interface Props {
  act: ReturnType<typeof useFetcher<ActionResult>>;
  base: string;
  status: string;
  dirty: boolean;
  busy: boolean;
  isPublisher: boolean;
  /** Warnings the preview frames reported (axe, headings, budget), sent with a strict publish. */
  previewWarnings: number;
}

export const ReviewActions = memo(function ReviewActions({ act, base, status, dirty, busy, isPublisher, previewWarnings }: Props) {
  return (
    <>
      <act.Form method="post" action={base}>
        <button name="intent" value="discard" disabled={busy}>
          Discard draft
        </button>
      </act.Form>
      <act.Form method="post" action={base}>
        <button name="intent" value="submit_review" disabled={dirty || busy || status === "in_review"}>
          Send for review
        </button>
      </act.Form>
      {isPublisher ? (
        <>
          <act.Form method="post" action={base}>
            <button name="intent" value="approve" disabled={dirty || busy || status !== "in_review"}>
              Approve
            </button>
          </act.Form>
          <act.Form method="post" action={base} className="studio-inline-form">
            <label>
              Note <input name="note" type="text" maxLength={500} />
            </label>
            <button name="intent" value="return" disabled={dirty || busy || status !== "in_review"}>
              Return with note
            </button>
          </act.Form>
          <act.Form method="post" action={base} className="studio-inline-form">
            <label>
              <input type="checkbox" name="strict" /> Refuse if there are warnings
            </label>
            <input type="hidden" name="previewWarnings" value={previewWarnings} />
            <button name="intent" value="publish" className="btn-primary" disabled={dirty || busy}>
              Publish
            </button>
          </act.Form>
        </>
      ) : null}
    </>
  );
});
