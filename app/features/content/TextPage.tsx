/** A legal or company page made of headed sections, with a table of contents for long ones. */
import { ContentPage } from "./ContentPage";
import type { TextSection } from "./legal-texts";

const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export function TextPage({ title, sections, updated }: { title: string; sections: TextSection[]; updated?: string }) {
  return (
    <ContentPage title={title} lead={updated ? <>Last updated {updated}</> : undefined}>
      {sections.length > 4 ? (
        <nav aria-label="On this page" className="content-toc">
          <ol>
            {sections.map((s) => <li key={s.heading}><a href={`#${anchor(s.heading)}`}>{s.heading}</a></li>)}
          </ol>
        </nav>
      ) : null}
      {sections.map((s) => (
        <section key={s.heading} id={anchor(s.heading)} className="content-section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
        </section>
      ))}
    </ContentPage>
  );
}
