/**
 * The console's corporate benefits: the companies (add, change, stop registrations), a company's roster (replace it
 * with a CSV file) and voucher batches (issue cards; their PINs are shown once, here, to be printed).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { corporateLoader, CorporateActionData } from "./corporate.server";

type Loaded = ReturnType<typeof useLoaderData<typeof corporateLoader>>;

const DONE: Record<string, string> = { added: "Company added.", saved: "Company saved.", roster: "Roster replaced." };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <span id={id} className="form-error" role="alert">{message}</span> : null;
}

function CompanyForm({ selected, result }: { selected: Loaded["selected"]; result: CorporateActionData | undefined }) {
  const fe = result?.intent === "save-company" ? (result.fieldErrors ?? {}) : {};
  const err = (k: string) => (fe[k] ? { "aria-invalid": true, "aria-describedby": `company-${k}-error` } : {});
  return (
    <Form method="post" className="ops-card" key={selected?.partnerId ?? "new"} aria-labelledby="company-form-title">
      <h2 id="company-form-title">{selected ? `Change ${selected.name}` : "Add a company"}</h2>
      <input type="hidden" name="intent" value="save-company" />
      <div className="ops-search">
        <label className="ops-field">Partner id
          <input name="partnerId" defaultValue={selected?.partnerId ?? ""} readOnly={!!selected} required maxLength={20} autoCapitalize="characters" {...err("partnerId")} />
          <FieldError id="company-partnerId-error" message={fe.partnerId} />
        </label>
        <label className="ops-field">Name
          <input name="name" defaultValue={selected?.name ?? ""} required maxLength={80} {...err("name")} />
          <FieldError id="company-name-error" message={fe.name} />
        </label>
        <label className="ops-field">Kind
          <select name="kind" defaultValue={selected?.kind ?? "employer"} {...err("kind")}>
            <option value="employer">Employer</option>
            <option value="partner_bank">Partner bank</option>
          </select>
        </label>
        <label className="ops-field">Email domains
          <input name="emailDomains" defaultValue={selected?.emailDomains ?? ""} placeholder="infosys.com" {...err("emailDomains")} />
          <FieldError id="company-emailDomains-error" message={fe.emailDomains} />
        </label>
        <label className="ops-field">Lab discount (%)
          <input name="discountPercent" defaultValue={selected?.discountPercent ?? ""} inputMode="numeric" required maxLength={3} {...err("discountPercent")} />
          <FieldError id="company-discountPercent-error" message={fe.discountPercent} />
        </label>
        <label><input type="checkbox" name="isActive" defaultChecked={selected ? selected.isActive : true} /> Active (registrations and corporate prices)</label>
      </div>
      <div className="ops-moves">
        <button type="submit" className="btn-primary">{selected ? "Save company" : "Add company"}</button>
        {selected ? <Link to="/ops/corporate">Add a different company</Link> : null}
      </div>
    </Form>
  );
}

function RosterForm({ company, result }: { company: NonNullable<Loaded["selected"]>; result: CorporateActionData | undefined }) {
  const mine = result?.intent === "replace-roster" ? result : undefined;
  return (
    <Form method="post" encType="multipart/form-data" className="ops-card" aria-labelledby="roster-title">
      <h2 id="roster-title">Roster of {company.name}</h2>
      <p className="ops-muted">{company.rosterSize} ids on the roster, {company.registered} accounts registered. The file replaces the whole roster.</p>
      <p className="ops-muted">CSV, first line <code>member_id,member_kind,full_name</code>; kind employee or retiree.</p>
      <input type="hidden" name="intent" value="replace-roster" />
      <input type="hidden" name="partnerId" value={company.partnerId} />
      <label className="ops-field">Roster file
        <input type="file" name="roster" accept=".csv,text/csv" required aria-describedby={mine?.error ? "roster-error" : undefined} aria-invalid={mine?.error ? true : undefined} />
      </label>
      {mine?.error ? (
        <div id="roster-error" className="ops-message" data-ok="false" role="alert">
          <p>Nothing was replaced.</p>
          <ul>{(mine.problems ?? [mine.error]).map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      ) : null}
      <button type="submit" className="btn-primary">Replace roster</button>
    </Form>
  );
}

function VoucherBatches({ batches, today, result }: { batches: Loaded["batches"]; today: string; result: CorporateActionData | undefined }) {
  const mine = result?.intent === "create-vouchers" ? result : undefined;
  const fe = mine?.fieldErrors ?? {};
  const err = (k: string) => (fe[k] ? { "aria-invalid": true, "aria-describedby": `voucher-${k}-error` } : {});
  return (
    <section className="ops-card" aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">Voucher batches</h2>
      {mine?.issued ? (
        <div className="ops-message" data-ok="true" role="status">
          <p>{mine.issued.length} cards of {formatPrice(mine.batch!.valueRupees)} issued for {mine.batch!.issuer} (issuance {mine.batch!.issuanceNumber}, valid until {mine.batch!.expiresOn}). Print them now: the PINs are not shown again.</p>
          <div className="ops-table-wrap">
            <table className="ops-table" aria-label="Issued cards">
              <thead><tr><th scope="col">Card number</th><th scope="col">PIN</th></tr></thead>
              <tbody>{mine.issued.map((v) => <tr key={v.cardNumber}><td>{v.cardNumber}</td><td>{v.pin}</td></tr>)}</tbody>
            </table>
          </div>
        </div>
      ) : null}
      <div className="ops-table-wrap">
        <table className="ops-table">
          <caption className="visually-hidden">Voucher batches</caption>
          <thead><tr><th scope="col">Issuer</th><th scope="col">Issuance</th><th scope="col">Value</th><th scope="col">Valid until</th><th scope="col">Cards</th><th scope="col">Redeemed</th></tr></thead>
          <tbody>
            {batches.map((b) => (
              <tr key={`${b.issuer}-${b.issuanceNumber}-${b.expiresOn}-${b.value}`}>
                <td>{b.issuer}</td><td>{b.issuanceNumber}</td><td>{formatPrice(b.value / 100)}</td>
                <td>{b.expiresOn}{b.expiresOn < today ? " (expired)" : ""}</td><td>{b.cards}</td><td>{b.redeemed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" aria-labelledby="voucher-form-title">
        <h3 id="voucher-form-title">Issue a batch</h3>
        <input type="hidden" name="intent" value="create-vouchers" />
        <div className="ops-search">
          <label className="ops-field">Issuer<input name="issuer" required maxLength={60} {...err("issuer")} /><FieldError id="voucher-issuer-error" message={fe.issuer} /></label>
          <label className="ops-field">Issuance number<input name="issuanceNumber" required inputMode="numeric" maxLength={6} {...err("issuanceNumber")} /><FieldError id="voucher-issuanceNumber-error" message={fe.issuanceNumber} /></label>
          <label className="ops-field">Cards<input name="count" required inputMode="numeric" maxLength={3} {...err("count")} /><FieldError id="voucher-count-error" message={fe.count} /></label>
          <label className="ops-field">Value (₹)<input name="valueRupees" required inputMode="numeric" maxLength={5} {...err("valueRupees")} /><FieldError id="voucher-valueRupees-error" message={fe.valueRupees} /></label>
          <label className="ops-field">Last valid day<input name="expiresOn" type="date" required min={today} {...err("expiresOn")} /><FieldError id="voucher-expiresOn-error" message={fe.expiresOn} /></label>
        </div>
        <button type="submit" className="btn-primary">Issue cards</button>
      </Form>
    </section>
  );
}

export function Corporate() {
  const { companies, batches, selected, done, today } = useLoaderData<typeof corporateLoader>();
  const result = useActionData<CorporateActionData>();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="ops-corporate-title" aria-busy={navigation.state !== "idle"}>
      <h1 id="ops-corporate-title">Corporate benefits</h1>
      {done && DONE[done] ? <p className="ops-message" data-ok="true" role="status">{DONE[done]}</p> : null}
      <div className="ops-table-wrap">
        <table className="ops-table">
          <caption className="visually-hidden">Companies</caption>
          <thead><tr><th scope="col">Company</th><th scope="col">Lab discount</th><th scope="col">Email domains</th><th scope="col">Roster</th><th scope="col">Registered</th></tr></thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.partnerId}>
                <td>
                  <Link to={`/ops/corporate?company=${c.partnerId}`} aria-label={`Open ${c.name}`} aria-current={selected?.partnerId === c.partnerId ? "true" : undefined}>{c.name}</Link>
                  <div className="ops-muted">{c.partnerId} · {c.kind === "partner_bank" ? "Partner bank" : "Employer"}{c.isActive ? "" : " · inactive"}</div>
                </td>
                <td>{c.discountPercent}%</td><td>{c.emailDomains || "—"}</td><td>{c.rosterSize}</td><td>{c.registered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result?.intent === "save-company" && result.error && !result.fieldErrors ? <p className="ops-message" data-ok="false" role="alert">{result.error}</p> : null}
      <div className="ops-grid">
        <CompanyForm selected={selected} result={result} />
        {selected ? <RosterForm company={selected} result={result} /> : null}
      </div>
      <VoucherBatches batches={batches} today={today} result={result} />
    </section>
  );
}
