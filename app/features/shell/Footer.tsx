import { Link } from "@remix-run/react";
import { CUSTOMER_CARE_NUMBER } from "~/lib/patient";
import { HELPLINE_NUMBER } from "~/lib/patient";

const tel = (n: string) => `tel:${n.replace(/[^0-9+]/g, "")}`;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-columns">
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className="footer-heading">Services</h2>
            <ul>
              <li><Link to="/lab-tests">Book Lab Tests</Link></li>
              <li><Link to="/test-landing">Lab tests at home</Link></li>
              <li><Link to="/consult">Consult a Doctor</Link></li>
              <li><Link to="/apollo-sbi-credit-card">Apollo SBI Credit Card</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className="footer-heading">Help</h2>
            <ul>
              <li><Link to="/faq">Help &amp; FAQs</Link></li>
              <li><Link to="/lab-tests-queries">Lab test queries</Link></li>
              <li><Link to="/health-queries">Health queries</Link></li>
              <li><Link to="/blog">Health articles</Link></li>
              <li><Link to="/health-tools">Health tools</Link></li>
              <li><Link to="/health-insurance">Health insurance</Link></li>
              <li><Link to="/weight-loss">Weight loss</Link></li>
              <li><Link to="/contact">Contact us</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="footer-heading">Company</h2>
            <ul>
              <li><Link to="/aboutUs">About us</Link></li>
              <li><Link to="/terms">Terms and conditions</Link></li>
              <li><Link to="/privacy">Privacy policy</Link></li>
              <li><Link to="/refund-policy">Refund policy</Link></li>
              <li><Link to="/policies">Policies</Link></li>
              <li><Link to="/sitemap">Sitemap</Link></li>
            </ul>
          </nav>
        </div>
        <p>Customer care: <a href={tel(CUSTOMER_CARE_NUMBER)}>{CUSTOMER_CARE_NUMBER}</a> · Helpline <a href={tel(HELPLINE_NUMBER)}>{HELPLINE_NUMBER}</a></p>
        <p className="fine-print">Prices shown in ₹ and include home sample collection where stated. © 2026 Apollo 247</p>
      </div>
    </footer>
  );
}
