import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

/** Studio errors: a refused role gets a plain explanation; everything else the app's error page. */
export function StudioErrorBoundary({ error, isResponse }: { error: unknown; isResponse: boolean }) {
  if (isResponse && (error as { status: number }).status === 403) {
    const message = (error as { data?: { message?: string } }).data?.message ?? "The studio is for content editors.";
    return (
      <div className="error-page" data-status="403">
        <h1>Not allowed</h1>
        <p>{message}</p>
      </div>
    );
  }
  return <GeneralErrorBoundary error={error} isResponse={isResponse} />;
}
