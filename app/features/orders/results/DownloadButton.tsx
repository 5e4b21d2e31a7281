/**
 * Downloads an invoice or report: fetched as a blob, typed by its first byte, saved under a name with the right
 * extension (see ~/lib/download-file). Without scripts the link still downloads the file directly.
 */
import { useState } from "react";
import { downloadFile, saveBlobInBrowser, UNKNOWN_FILE_TYPE } from "~/lib/download-file";

export function DownloadButton({ url, fileBaseName, label }: { url: string; fileBaseName: string; label: string }) {
  const [state, setState] = useState<"idle" | "busy" | "unknown">("idle");
  return (
    <span className="download-button">
      <a
        href={url}
        download={`${fileBaseName}.pdf`}
        className="btn-secondary"
        aria-disabled={state === "busy" || undefined}
        onClick={async (e) => {
          e.preventDefault();
          if (state === "busy") return;
          setState("busy");
          const outcome = await downloadFile(url, fileBaseName, {
            fetch: window.fetch.bind(window),
            save: saveBlobInBrowser,
            // "A download failure is only logged."
            log: (message, error) => console.warn(message, error),
          });
          setState(!outcome.ok && outcome.error === UNKNOWN_FILE_TYPE ? "unknown" : "idle");
        }}
      >
        {state === "busy" ? "Downloading…" : label}
      </a>
      {state === "unknown" ? (
        <span role="alert" className="field-error">
          {UNKNOWN_FILE_TYPE}
        </span>
      ) : null}
    </span>
  );
}
