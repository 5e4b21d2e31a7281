/** The frame of every help and legal page: breadcrumb, title, and a busy state while the next page loads. */
import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export interface Crumb {
  to: string;
  label: string;
}

export function ContentPage({ title, crumbs = [], lead, children }: { title: string; crumbs?: Crumb[]; lead?: ReactNode; children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <article className="content-page" aria-busy={navigation.state === "loading"}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link>
        {crumbs.map((c) => (
          <span key={c.to}> › <Link to={c.to}>{c.label}</Link></span>
        ))}
        <span> › <span aria-current="page">{title}</span></span>
      </nav>
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="content-lead">{lead}</p> : null}
      {children}
    </article>
  );
}

/** Shown when a page has nothing to list yet: says so, and where to get an answer instead. */
export function ContentEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="content-empty" role="status">
      <p>{children}</p>
      <p>
        <Link to="/contact">Contact customer care</Link> or <Link to="/faq">read the frequently asked questions</Link>.
      </p>
    </div>
  );
}
