import { Link } from "@remix-run/react";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Footer">
          <ul>
            <li><Link to="/lab-tests">Book Lab Tests</Link></li>
            <li><Link to="/consult">Consult a Doctor</Link></li>
            <li><Link to="/apollo-sbi-credit-card">Apollo SBI Credit Card</Link></li>
            <li><Link to="/page-not-found">Help</Link></li>
          </ul>
        </nav>
        <p>Customer care: <a href="tel:18605000202">1860-500-0202</a> · Helpline <a href="tel:04048217222">040-4821-7222</a></p>
        <p className="fine-print">Prices shown in ₹ and include home sample collection where stated. © 2026 Apollo 247</p>
      </div>
    </footer>
  );
}
