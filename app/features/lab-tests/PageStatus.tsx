/** The loading state of a browsing page: while the next page's data loads, say so (politely) and dim the old content. */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function Pending({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div className="browse-page" aria-busy={loading || undefined} data-loading={loading || undefined}>
      <p className="browse-loading" role="status">{loading ? "Loading…" : ""}</p>
      {children}
    </div>
  );
}
