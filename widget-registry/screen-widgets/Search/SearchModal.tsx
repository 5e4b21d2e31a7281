/**
 * Search modal: type-ahead over the catalogue through searchDiagnosticItem (GET /resources/search, so repeated
 * keystrokes reuse answers), recent searches ("Recent search items: 2 shown. Recent keywords: cap 10"), popular
 * searches, results that link to item pages, and empty and no-results states ("No results without filters:
 * suggest the recommendations").
 */
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "@remix-run/react";
import { graphql } from "~/graphql/generated";
import { formatPrice } from "~/lib/price";
import { recentSearchStore, shownRecentSearchItems, type RecentSearchItem } from "~/lib/recent-search";
import { Overlay } from "../shared/Overlay";
import { requestGraphql, type WidgetItem } from "../shared/api";
import { payablePrice, useUserLocation } from "../shared/hooks";
import type { ScreenWidgetProps } from "../index";
import { useChrome, useEnglishDataLang } from "~/i18n/I18nProvider";

const MIN_KEYWORD = 2;
const TYPE_AHEAD_DELAY_MS = 250;
const RESULT_SIZE = 10;

type PopularSearch = { itemId: number; itemName: string; url: string };
/** A doctor or a specialty the search found alongside the tests. */
type Found = { slug: string; name: string; url: string; specialtyName?: string };

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" }, signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function searchItems(keyword: string, cityId: number, signal: AbortSignal) {
  const q = new URLSearchParams({ keyword, cityId: String(cityId), size: String(RESULT_SIZE) });
  return getJson<{ data: WidgetItem[]; totalCount: number; doctors?: Found[]; specialties?: Found[] }>(`/resources/search?${q}`, signal);
}
const RecommendedQuery = graphql(`
  query Recommended($cityId: Int) {
    getDiagnosticsListingData(cityId: $cityId, limit: 4, offset: 0, sortBy: POPULARITY_DESC) { itemList { ...WidgetItemFields } }
  }
`);

type Results =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "done"; keyword: string; items: WidgetItem[]; totalCount: number; recommended: WidgetItem[]; doctors: Found[]; specialties: Found[] };

export function SearchModal({ params, onClose }: ScreenWidgetProps) {
  const initial = typeof params.keyword === "string" ? params.keyword.slice(0, 100) : "";
  const [keyword, setKeyword] = useState(initial);
  const [results, setResults] = useState<Results>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const [recentItems, setRecentItems] = useState<RecentSearchItem[]>([]);
  const [recentKeywords, setRecentKeywords] = useState<string[]>([]);
  const [popular, setPopular] = useState<PopularSearch[]>([]);
  const { cityId } = useUserLocation();
  const inputId = useId();
  const navigate = useNavigate();
  const t = useChrome();
  const trimmed = keyword.trim();

  useEffect(() => {
    setRecentItems(shownRecentSearchItems(recentSearchStore.items()));
    setRecentKeywords(recentSearchStore.keywords());
    const controller = new AbortController();
    getJson<{ popularSearches: PopularSearch[] }>("/resources/search", controller.signal)
      .then((r) => setPopular(r.popularSearches))
      .catch(() => {
        /* popular searches are a suggestion; without them the box still searches */
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (trimmed.length < MIN_KEYWORD) {
      setResults({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResults({ status: "loading" });
      try {
        const r = await searchItems(trimmed, cityId, controller.signal);
        const doctors = r.doctors ?? [];
        const specialties = r.specialties ?? [];
        const recommended = r.data.length || doctors.length || specialties.length
          ? []
          : (await requestGraphql(RecommendedQuery, { cityId }, controller.signal)).getDiagnosticsListingData.itemList;
        setResults({ status: "done", keyword: trimmed, items: r.data, totalCount: r.totalCount, recommended, doctors, specialties });
      } catch {
        if (!controller.signal.aborted) setResults({ status: "error" });
      }
    }, TYPE_AHEAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, cityId, attempt]);

  const remember = (item: WidgetItem) =>
    recentSearchStore.remember({ diagnostic_item_id: item.itemId, visible: true, itemName: item.itemName, url: item.url }, trimmed);

  return (
    <Overlay name="search" title={t("search")} variant="sheet" onClose={onClose}>
      <form
        role="search"
        className="sw-search-form"
        onSubmit={(e) => {
          e.preventDefault();
          // Enter shows every result on the search results page, /search-test/{searchString}.
          if (trimmed.length >= MIN_KEYWORD) navigate(`/search-test/${encodeURIComponent(trimmed.replace(/\s+/g, "-").toLowerCase())}`);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">{t("search")}</label>
        <input
          id={inputId}
          data-autofocus
          type="search"
          className="sw-input"
          placeholder={t("searchPlaceholder")}
          autoComplete="off"
          maxLength={100}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </form>
      <div aria-live="polite" className="sw-search-status">
        {results.status === "loading" ? <p className="sw-note">{t("searching")}</p> : null}
        {results.status === "done" && results.items.length ? (
          <p className="visually-hidden">{t("searchResultCount", { count: results.totalCount })}</p>
        ) : null}
      </div>
      {results.status === "idle" ? (
        <>
          <RecentSearches items={recentItems} keywords={recentKeywords} onKeyword={setKeyword} />
          <PopularSearches items={popular} />
        </>
      ) : null}
      {results.status === "error" ? (
        <div className="sw-error" role="alert">
          <p>{t("somethingWentWrong")}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>{t("retry")}</button>
        </div>
      ) : null}
      {results.status === "done" && results.items.length ? <ItemList items={results.items} onPick={remember} label={t("searchResults")} /> : null}
      {results.status === "done" ? <FoundList items={results.specialties} label={t("searchSpecialties")} /> : null}
      {results.status === "done" ? <FoundList items={results.doctors} label={t("searchDoctors")} /> : null}
      {results.status === "done" && !results.items.length && !results.doctors.length && !results.specialties.length ? (
        <div className="sw-empty">
          <p>{t("searchNoMatch", { keyword: results.keyword })}</p>
          {results.recommended.length ? (
            <>
              <h3 className="sw-subtitle">{t("recommendedForYou")}</h3>
              <ItemList items={results.recommended} label={t("recommendedTests")} />
            </>
          ) : null}
        </div>
      ) : null}
    </Overlay>
  );
}

function FoundList({ items, label }: { items: Found[]; label: string }) {
  const dataLang = useEnglishDataLang();
  if (!items.length) return null;
  return (
    <>
      <h3 className="sw-subtitle">{label}</h3>
      <ul className="sw-results" aria-label={label}>
        {items.map((f) => (
          <li key={f.slug}>
            <Link to={f.url} className="sw-result">
              <span className="sw-result-name" lang={dataLang}>{f.name}</span>
              {f.specialtyName ? <span className="sw-result-meta" lang={dataLang}>{f.specialtyName}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function ItemList({ items, onPick, label }: { items: WidgetItem[]; onPick?: (i: WidgetItem) => void; label: string }) {
  const t = useChrome();
  const dataLang = useEnglishDataLang();
  return (
    <ul className="sw-results" aria-label={label}>
      {items.map((item) => (
        <li key={item.itemId}>
          <Link to={item.url} className="sw-result" onClick={() => onPick?.(item)}>
            <span className="sw-result-name" lang={dataLang}>{item.itemName}</span>
            <span className="sw-result-meta">
              {item.itemType === "PACKAGE" ? t("itemKindPackage", { count: item.itemInclusionCount }) : t("itemKindTest")}
            </span>
            <span className="sw-result-price">{formatPrice(payablePrice(item).price)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RecentSearches({ items, keywords, onKeyword }: { items: RecentSearchItem[]; keywords: string[]; onKeyword(k: string): void }) {
  const t = useChrome();
  const dataLang = useEnglishDataLang();
  if (!items.length && !keywords.length) {
    return <p className="sw-empty">{t("searchHint", { count: MIN_KEYWORD })}</p>;
  }
  return (
    <div className="sw-recent">
      {items.length ? (
        <section aria-labelledby="sw-recent-items">
          <h3 id="sw-recent-items" className="sw-subtitle">{t("recentlySearched")}</h3>
          <ul className="sw-results">
            {items.map((i) => (
              <li key={i.diagnostic_item_id}>
                <Link to={i.url} className="sw-result">
                  <span className="sw-result-name" lang={dataLang}>{i.itemName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {keywords.length ? (
        <section aria-labelledby="sw-recent-keywords">
          <h3 id="sw-recent-keywords" className="sw-subtitle">{t("recentSearches")}</h3>
          <ul className="sw-chips">
            {keywords.map((k) => (
              <li key={k}>
                <button type="button" className="sw-chip" onClick={() => onKeyword(k)}>{k}</button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PopularSearches({ items }: { items: PopularSearch[] }) {
  const t = useChrome();
  const dataLang = useEnglishDataLang();
  if (!items.length) return null;
  return (
    <section aria-labelledby="sw-popular" className="sw-recent">
      <h3 id="sw-popular" className="sw-subtitle">{t("popularSearches")}</h3>
      <ul className="sw-chips">
        {items.map((i) => (
          <li key={i.itemId}>
            <Link to={i.url} className="sw-chip" lang={dataLang}>{i.itemName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
