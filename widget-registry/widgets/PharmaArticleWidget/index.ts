import { defineWidget } from "../../define-widget";
import { closed, listOf, propsSchema, text, urlString } from "../shared/schema";
import { PharmaArticleWidget, PharmaArticleWidgetSkeleton, type PharmaArticleWidgetProps } from "./PharmaArticleWidget";

export const pharmaArticleWidgetPropsSchema = propsSchema(["articles"], {
  articles: listOf(
    closed(["id", "title", "imageUrl", "redirectUrl"], {
      id: text(64),
      title: text(160),
      category: text(40),
      imageUrl: urlString,
      redirectUrl: urlString,
      durationMinutes: { type: "number", minimum: 0, maximum: 120 },
    }),
    24,
  ),
});

const img = (slug: string) => `/images/widgets/${slug}.svg`;

export default defineWidget<PharmaArticleWidgetProps>({
  type: "PharmaArticleWidget",
  propsSchema: pharmaArticleWidgetPropsSchema,
  Component: PharmaArticleWidget,
  Skeleton: PharmaArticleWidgetSkeleton,
  samples: [
    {
      name: "Read about your health (carousel)",
      props: {
        articles: [
          { id: "vitamin-d", title: "Vitamin D deficiency in India: why sunshine is not enough", category: "Nutrition", imageUrl: img("article-vitamin-d"), redirectUrl: "/blog/vitamin-d-deficiency-in-india", durationMinutes: 6 },
          { id: "hba1c", title: "HbA1c explained: what your three-month sugar number means", category: "Diabetes", imageUrl: img("article-hba1c"), redirectUrl: "/blog/hba1c-explained", durationMinutes: 5 },
          { id: "dengue", title: "Dengue in the monsoon: signs that need a platelet count", category: "Infections", imageUrl: img("article-dengue"), redirectUrl: "/blog/dengue-warning-signs", durationMinutes: 4 },
          { id: "thyroid", title: "Tired all the time? When to get your thyroid checked", category: "Thyroid", imageUrl: img("article-thyroid"), redirectUrl: "/blog/when-to-check-thyroid", durationMinutes: 7 },
        ],
      },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true },
    },
    {
      name: "Medicine guides (grid)",
      props: {
        articles: [
          { id: "metformin", title: "Metformin: how to take it and common side effects", category: "Medicines", imageUrl: img("article-metformin"), redirectUrl: "/blog/metformin-guide", durationMinutes: 5 },
          { id: "antibiotics", title: "Finish the course: using antibiotics the right way", category: "Medicines", imageUrl: img("article-antibiotics"), redirectUrl: "/blog/antibiotics-right-way" },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
