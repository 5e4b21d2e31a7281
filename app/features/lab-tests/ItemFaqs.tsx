/**
 * FAQs: the standard questions answered from the item's own data (translated), then the item's own FAQs.
 * The FAQ text of the seed is English; on a Hindi page those stay English (the spec: English where a translation
 * is missing).
 */
import { useTranslation } from "react-i18next";
import type { ItemPageData } from "./item-page.server";
import { ageRange, genderCode } from "./applicability";

export function ItemFaqs({ data, tatDays }: { data: ItemPageData; tatDays: number | null }) {
  const { t } = useTranslation("item");
  const { item, inclusions, faqs } = data;
  const name = item.itemName;
  const range = ageRange(item.fromAgeInDays, item.toAgeInDays);
  const age =
    range.kind === "all" ? t("ageAll")
    : range.kind === "from" ? t("ageFrom", { from: range.from })
    : range.kind === "to" ? t("ageTo", { to: range.to })
    : t("ageRange", { from: range.from, to: range.to });
  const list: { q: string; a: string }[] = [
    { q: t("faqFastingQ", { name }), a: item.testPreparationData },
    ...(tatDays ? [{ q: t("faqReportQ", { name }), a: t("faqReportA", { count: tatDays }) }] : []),
    { q: t("faqHomeQ", { name }), a: item.collectionType === "CENTER" ? t("faqHomeNo") : t("faqHomeYes") },
    { q: t("faqWhoQ", { name }), a: `${t(`gender${genderCode(item.gender)}`)} · ${age}` },
    ...(item.itemType === "PACKAGE"
      ? [{ q: t("faqIncludesQ", { name }), a: t("faqIncludesA", { name, count: inclusions.length, list: inclusions.map((i) => i.name).join(", ") }) }]
      : []),
    ...faqs.map((f) => ({ q: f.question, a: f.answer })),
  ];
  return (
    <section aria-labelledby="item-faqs">
      <h2 id="item-faqs">{t("faqs")}</h2>
      <div className="item-faqs">
        {list.map((f) => (
          <details key={f.q}>
            <summary>{f.q}</summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
