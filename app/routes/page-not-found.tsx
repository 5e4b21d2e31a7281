import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Page not found | Apollo 247" }, { name: "robots", content: "noindex" }];

export function NotFoundPage() {
  return (
    <div className="error-page" data-status="404">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/" className="btn-primary">Go to home</Link> <Link to="/lab-tests" className="btn-secondary">Book lab tests</Link>
      </p>
    </div>
  );
}

export default NotFoundPage;
