/** /weight-loss: how the programme works, the tests to start with, the doctors to see, and the tools to plan with. */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { BMI_CUTOFFS_TEXT } from "./weight-loss-text";

interface Data {
  tests: { path: string; name: string; price: number; mrp: number; why: string }[];
  consults: { path: string; name: string; description: string }[];
}

export function WeightLossPage({ data }: { data: Data }) {
  return (
    <div className="weight-loss-page">
      <h1 className="page-title">Weight loss programme</h1>
      <p>
        Lose weight safely with a plan made for you: tests to find what is holding you back, a doctor to guide you, and
        tools to plan your meals and activity.
      </p>
      <section aria-labelledby="wl-how" className="content-section">
        <h2 id="wl-how">How it works</h2>
        <ol>
          <li><strong>Know where you stand.</strong> Work out your BMI and measure your waist. {BMI_CUTOFFS_TEXT}</li>
          <li><strong>Check what lies underneath.</strong> A few blood tests show whether sugar, cholesterol or the thyroid need attention first.</li>
          <li><strong>Talk to a doctor.</strong> A diabetologist or general physician reads your results and sets a safe target with you.</li>
          <li>
            <strong>Plan and keep going.</strong> Losing 5–10% of your weight over six months already lowers blood sugar and blood
            pressure. Aim for at least 150 minutes of moderate activity a week (WHO guidelines on physical activity, 2020).
          </li>
        </ol>
      </section>
      <section aria-labelledby="wl-tools" className="content-section">
        <h2 id="wl-tools">Plan with our tools</h2>
        <ul className="program-links">
          <li><Link to="/health-tools/bmi-calculator">BMI calculator</Link></li>
          <li><Link to="/health-tools/calories-required">Calories required a day</Link></li>
          <li><Link to="/health-tools/calories-burnt">Calories burnt by activity</Link></li>
        </ul>
      </section>
      <section aria-labelledby="wl-tests">
        <h2 id="wl-tests" className="section-title">Tests to start with</h2>
        {data.tests.length ? (
          <ul className="program-list" aria-label="Tests to start with">
            {data.tests.map((t) => (
              <li key={t.path} className="program-card">
                <h3><Link to={t.path}>{t.name}</Link></h3>
                <p>{t.why}</p>
                <p>
                  <strong>{formatPrice(t.price)}</strong>
                  {t.mrp > t.price ? <> <s aria-label={`MRP ${formatPrice(t.mrp)}`}>{formatPrice(t.mrp)}</s></> : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">These tests are not available in your city yet. <Link to="/lab-tests">See the tests we offer</Link>.</p>
        )}
      </section>
      <section aria-labelledby="wl-consults">
        <h2 id="wl-consults" className="section-title">Doctors to consult</h2>
        <ul className="program-list" aria-label="Doctors to consult">
          {data.consults.map((c) => (
            <li key={c.path} className="program-card">
              <h3><Link to={c.path}>Consult {c.name}</Link></h3>
              <p>{c.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="content-note">This programme does not replace advice from your doctor. Do not start a diet or medicine for weight loss during pregnancy without your doctor's advice.</p>
    </div>
  );
}
