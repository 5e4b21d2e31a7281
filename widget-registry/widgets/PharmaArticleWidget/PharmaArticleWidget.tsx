/**
 * Health articles from the blog: image, category, title, and how long it takes to read (the blog item's
 * duration); each card links to its article.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface Article {
  id: string;
  title: string;
  category?: string;
  imageUrl: string;
  redirectUrl: string;
  durationMinutes?: number;
}

export interface PharmaArticleWidgetProps {
  articles: Article[];
}

export const ARTICLE_IMAGE = { width: 320, height: 180 };
export const NO_ARTICLE_TEXT = "No articles to read right now";
/** "Searched article list 12": the most a row shows. */
export const ARTICLE_LIMIT = 12;
const options: CardRowOptions = { mwebCards: 1.3, gridFallback: 3 };

export const readTimeText = (minutes: number | undefined) => (minutes && minutes > 0 ? `${Math.round(minutes)} min read` : "");

export function PharmaArticleWidget({ props, meta, section, dispatch }: WidgetProps<PharmaArticleWidgetProps>) {
  return (
    <CardRow slotClassName="w-article-skel" className="w-articles" meta={meta} section={section} dispatch={dispatch} label="Health articles" empty={NO_ARTICLE_TEXT} options={options}>
      {props.articles.slice(0, ARTICLE_LIMIT).map((a) => (
        <article key={a.id} className="w-article">
          <ResponsiveImage className="w-article-img" src={a.imageUrl} sizes={`${ARTICLE_IMAGE.width}px`} alt="" width={ARTICLE_IMAGE.width} height={ARTICLE_IMAGE.height} loading="lazy" decoding="async" />
          <div className="w-article-body">
            {a.category ? <p className="w-article-cat">{a.category}</p> : null}
            <h3 className="w-article-title">
              <WidgetLink className="w-stretched" href={a.redirectUrl} dispatch={dispatch} event="item_click">
                {a.title}
              </WidgetLink>
            </h3>
            {readTimeText(a.durationMinutes) ? <p className="w-article-time">{readTimeText(a.durationMinutes)}</p> : null}
          </div>
        </article>
      ))}
    </CardRow>
  );
}

export function PharmaArticleWidgetSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-articles" cardClassName="w-article-skel" meta={meta} view={view} options={options} />;
}
