import { Link } from "@remix-run/react";
import { CUSTOMER_CARE_NUMBER, HELPLINE_NUMBER } from "~/lib/contact-numbers";
import { useChrome } from "~/i18n/I18nProvider";

const tel = (n: string) => `tel:${n.replace(/[^0-9+]/g, "")}`;

/** Footer columns: each link's words are a key of the "chrome" catalogue. */
const COLUMNS = [
  {
    id: "footer-services",
    heading: "footerServices",
    links: [
      ["/lab-tests", "footerBookLabTests"],
      ["/test-landing", "footerLabTestsAtHome"],
      ["/consult", "footerConsult"],
      ["/apollo-sbi-credit-card", "footerCard"],
    ],
  },
  {
    id: "footer-help",
    heading: "footerHelp",
    links: [
      ["/faq", "footerFaqs"],
      ["/lab-tests-queries", "footerLabQueries"],
      ["/health-queries", "footerHealthQueries"],
      ["/blog", "footerArticles"],
      ["/health-tools", "footerTools"],
      ["/health-insurance", "footerInsurance"],
      ["/weight-loss", "footerWeightLoss"],
      ["/contact", "footerContact"],
    ],
  },
  {
    id: "footer-company",
    heading: "footerCompany",
    links: [
      ["/aboutUs", "footerAbout"],
      ["/terms", "footerTerms"],
      ["/privacy", "footerPrivacy"],
      ["/refund-policy", "footerRefund"],
      ["/policies", "footerPolicies"],
      ["/sitemap", "footerSitemap"],
    ],
  },
] as const;

export function Footer() {
  const t = useChrome();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-columns">
          {COLUMNS.map((col) => (
            <nav key={col.id} aria-labelledby={col.id}>
              <h2 id={col.id} className="footer-heading">{t(col.heading)}</h2>
              <ul>
                {col.links.map(([to, label]) => (
                  <li key={to}><Link to={to}>{t(label)}</Link></li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p>{t("customerCare")}: <a href={tel(CUSTOMER_CARE_NUMBER)}>{CUSTOMER_CARE_NUMBER}</a> · {t("helpline")} <a href={tel(HELPLINE_NUMBER)}>{HELPLINE_NUMBER}</a></p>
        <p className="fine-print">{t("finePrint")}</p>
      </div>
    </footer>
  );
}
