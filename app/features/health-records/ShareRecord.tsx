import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { SHARE_DAYS, shareFormSchema } from "~/lib/health-record-form";
import { indiaDateTime } from "~/lib/india-date-time";
import type { RecordShare } from "~/.server/domain/health-records/sharing";
import type { ShareActionData } from "./health-records.server";

const DAYS_LABEL: Record<number, string> = { 1: "1 day", 7: "7 days", 30: "30 days" };

/**
 * Share the record with a doctor by link (shown once, to copy), and see or revoke the links made before: who has
 * one, until when, how often it was opened.
 */
export function ShareRecord({ shares }: { shares: RecordShare[] }) {
  const data = useActionData<ShareActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "share-form",
    lastResult: data?.result,
    defaultValue: { intent: "share", sharedWith: "", days: "1" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, data?.result?.status === "error");
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="section-title">Share with a doctor</h2>
      {data?.sharedUrl ? (
        <div className="form-notice" role="status">
          <p>Link created. Send it to your doctor; it is shown only now.</p>
          <label htmlFor="share-url">Shared link</label>
          <input id="share-url" className="share-link" readOnly value={data.sharedUrl} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {data?.revoked ? <p className="form-notice" role="status">Link revoked. It no longer opens this record.</p> : null}
      <Form method="post" {...getFormProps(form)} className="account-card" aria-labelledby="share-heading">
        {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
        <input type="hidden" name="intent" value="share" />
        <FormField name="sharedWith" label="Doctor's name" defaultValue="" error={fields.sharedWith.errors?.[0]} maxLength={120} autoComplete="off" />
        <div className="form-field">
          <label htmlFor="share-days">Link works for</label>
          <select id="share-days" name="days" defaultValue="1">
            {SHARE_DAYS.map((d) => <option key={d} value={d}>{DAYS_LABEL[d]}</option>)}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={busy}>Create link</button>
        </div>
      </Form>
      {shares.length ? (
        <ul className="profile-list" aria-label="Shared links">
          {shares.map((s) => (
            <li key={s.id} className="profile-item">
              <div className="profile-body">
                <h3>{s.sharedWith}</h3>
                <p className="profile-meta">
                  {s.revokedAt ? `Revoked ${indiaDateTime(s.revokedAt)}` : s.active ? `Works until ${indiaDateTime(s.expiresAt)}` : `Expired ${indiaDateTime(s.expiresAt)}`}
                  {" · "}Opened {s.views} time{s.views === 1 ? "" : "s"}{s.lastViewedAt ? `, last ${indiaDateTime(s.lastViewedAt)}` : ""}
                </p>
              </div>
              {s.active ? (
                <Form method="post" className="item-actions">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="shareId" value={s.id} />
                  <button type="submit" className="btn-secondary" aria-label={`Revoke link for ${s.sharedWith}`}>Revoke</button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
