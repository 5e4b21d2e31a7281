/**
 * What an item measures. A test lists its parameters; a package lists its tests, each opening to its parameters.
 * Header observations (isHeader "Yes") title the parameters that follow them; everything is in PrintOrder.
 * Closed <details> still carry their text in the HTML, so crawlers read every parameter. Parameter names are the
 * lab's (English) on every page, marked English on a page in another language; a test's name is marked where the
 * catalogue has no translation of it.
 */
import type { DiagnosticInclusion } from "~/.server/domain/catalogue/item-details";
import { useEnglishDataLang } from "~/i18n/I18nProvider";
import { useItemWords } from "~/i18n/item-words";

type Inclusion = DiagnosticInclusion & { nameLang: string };

export function Inclusions({ isPackage, inclusions }: { isPackage: boolean; inclusions: Inclusion[] }) {
  const { t, language } = useItemWords();
  if (!inclusions.length) return null;
  if (!isPackage) {
    const observations = inclusions[0].allObservations;
    const count = observations.filter((o) => o.isHeader !== "Yes").length;
    return (
      <section aria-labelledby="item-inclusions">
        <h2 id="item-inclusions">{t("parametersMeasured", { count })}</h2>
        <Observations observations={observations} />
      </section>
    );
  }
  return (
    <section aria-labelledby="item-inclusions">
      <h2 id="item-inclusions">{t("testsIncluded", { count: inclusions.length })}</h2>
      <ul className="item-inclusion-list">
        {inclusions.map((inc) => {
          const count = inc.allObservations.filter((o) => o.isHeader !== "Yes").length;
          return (
            <li key={inc.itemId}>
              <details>
                <summary>
                  <span lang={inc.nameLang.startsWith(language) ? undefined : inc.nameLang}>{inc.name}</span>{" "}
                  <span className="item-param-count">({t("parameterCount", { count })})</span>
                </summary>
                <Observations observations={inc.allObservations} />
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Observations({ observations }: { observations: DiagnosticInclusion["allObservations"] }) {
  const lang = useEnglishDataLang();
  const sorted = [...observations].sort((a, b) => a.PrintOrder - b.PrintOrder);
  return (
    <ul className="item-observations" lang={lang}>
      {sorted.map((o) =>
        o.isHeader === "Yes" ? (
          <li key={`${o.PrintOrder}-${o.observationName}`} className="item-observation-header">{o.observationName}</li>
        ) : (
          <li key={`${o.PrintOrder}-${o.observationName}`}>{o.observationName}</li>
        ),
      )}
    </ul>
  );
}
