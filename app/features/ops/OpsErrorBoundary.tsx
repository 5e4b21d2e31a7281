import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

/** Console errors: a refused account is told plainly; a missing order says so; the rest is the app's error page. */
export function OpsErrorBoundary({ error, isResponse }: { error: unknown; isResponse: boolean }) {
  const status = isResponse ? (error as { status: number }).status : 500;
  if (status === 403) {
    const message = (error as { data?: { message?: string } }).data?.message ?? "The operations console is for lab staff.";
    return (
      <div className="error-page" data-status="403">
        <h1>Not allowed</h1>
        <p>{message}</p>
      </div>
    );
  }
  return <GeneralErrorBoundary error={error} isResponse={isResponse} />;
}
