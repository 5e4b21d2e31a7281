import { Link } from "@remix-run/react";

/** One error page for every route: the spec's words, a way home, nothing technical. */
export function GeneralErrorBoundary({ error, isResponse }: { error: unknown; isResponse: boolean }) {
  const status = isResponse ? (error as { status: number }).status : 500;
  if (status === 404) {
    return (
      <div className="error-page" data-status="404">
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="btn-primary">Go to home</Link>
      </div>
    );
  }
  if (!isResponse) console.error(error);
  return (
    <div className="error-page" data-status={status}>
      <h1>Something went wrong!!</h1>
      <p>Something went wrong! Please try again.</p>
      <Link to="/" className="btn-primary">Go to home</Link>
    </div>
  );
}
