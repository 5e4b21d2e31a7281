/**
 * FAQs: the standard questions answered from the item's own data (translated), then the item's own FAQs in the
 * page's language where the catalogue has them translated. A FAQ or preparation text without a translation stays
 * English (the spec: English where a translation is missing) and is marked lang="en-IN".
 */
import { useItemWords } from "~/i18n/item-words";
import type { ItemPageData } from "./item-page.server";
import { ageRange, genderCode } from "./applicability";
import { LANGUAGE_TAG } from "~/i18n/resources";

export function ItemFaqs({ data, tatDays }: { data: ItemPageData; tatDays: number | null }) {
  const { t } = useItemWords();
  const { item, inclusions, faqs } = data;
  const name = item.itemName;
  const range = ageRange(item.fromAgeInDays, item.toAgeInDays);
  const age =
    range.kind === "all" ? t("ageAll")
    : range.kind === "from" ? t("ageFrom", { from: range.from })
    : range.kind === "to" ? t("ageTo", { to: range.to })
    : t("ageRange", { from: range.from, to: range.to });
  const list: { q: string; a: string; lang?: string; answerLang?: string }[] = [
    { q: t("faqFastingQ", { name }), a: item.testPreparationData, answerLang: data.textLang.preparation },
    ...(tatDays ? [{ q: t("faqReportQ", { name }), a: t("faqReportA", { count: tatDays }) }] : []),
    { q: t("faqHomeQ", { name }), a: item.collectionType === "CENTER" ? t("faqHomeNo") : t("faqHomeYes") },
    { q: t("faqWhoQ", { name }), a: `${t(`gender${genderCode(item.gender)}`)} · ${age}` },
    ...(item.itemType === "PACKAGE"
      ? [{ q: t("faqIncludesQ", { name }), a: t("faqIncludesA", { name, count: inclusions.length, list: inclusions.map((i) => i.name).join(", ") }) }]
      : []),
    ...faqs.map((f) => ({ q: f.question, a: f.answer, lang: f.lang === data.lang ? undefined : LANGUAGE_TAG.en })),
  ];
  return (
    <section aria-labelledby="item-faqs">
      <h2 id="item-faqs">{t("faqs")}</h2>
      <div className="item-faqs">
        {list.map((f) => (
          <details key={f.q} lang={f.lang}>
            <summary>{f.q}</summary>
            <p lang={f.answerLang === data.htmlLang ? undefined : f.answerLang}>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
