/** The item page as every item route renders it: breadcrumb, language links, structured data and the details. */
import { Link } from "@remix-run/react";
import { useItemWords } from "~/i18n/item-words";
import type { ItemPageData } from "./item-page.server";
import { ItemDetails } from "./ItemDetails";
import { jsonLd } from "./structured-data";
import { ViewerProvider } from "#widgets/viewer-context";
import { Pending } from "./PageStatus";

export function ItemPage({ data }: { data: ItemPageData }) {
  return (
    // The root layout's I18nProvider speaks the page's language (its loader returns htmlLang).
    // Members see member prices (the viewer the loader drew the page for: page-viewer.server).
    <ViewerProvider value={data.viewer}>
      <Pending>
        <Breadcrumb data={data} />
        <LanguageLinks data={data} />
        <ItemDetails data={data} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data.seo.structuredData) }} />
      </Pending>
    </ViewerProvider>
  );
}

function Breadcrumb({ data }: { data: ItemPageData }) {
  const { t } = useItemWords();
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link to="/">{t("home")}</Link> › <Link to="/lab-tests">{t("labTests")}</Link> ›{" "}
      <span aria-current="page">{data.item.itemName}</span>
    </nav>
  );
}

/** Links to the page in the other languages, each named in its own language. */
function LanguageLinks({ data }: { data: ItemPageData }) {
  const { t } = useItemWords();
  const tag = data.item.canonicalTag;
  return (
    <p className="item-languages">
      {t("language")}:{" "}
      {data.lang === "en" ? <span aria-current="true">English</span> : <Link to={`/lab-tests/${tag}`} lang="en-IN" hrefLang="en-IN">English</Link>}
      {" · "}
      {data.lang === "hi" ? <span aria-current="true">हिन्दी</span> : <Link to={`/hi/lab-tests/${tag}`} lang="hi-IN" hrefLang="hi-IN">हिन्दी</Link>}
    </p>
  );
}
