import { defineWidget } from "../../define-widget";
import { closed, listOf, propsSchema, text, urlString } from "../shared/schema";
import { HealthConditionWidget, HealthConditionWidgetSkeleton, type HealthConditionWidgetProps } from "./HealthConditionWidget";

export const healthConditionWidgetPropsSchema = propsSchema(["conditions"], {
  conditions: listOf(
    closed(["slug", "name", "description", "iconUrl", "testsUrl", "consultUrl"], {
      slug: { type: "string", pattern: "^[a-z0-9-]{1,80}$" },
      name: text(60),
      description: text(200),
      iconUrl: urlString,
      testsUrl: urlString,
      consultUrl: urlString,
      testsCount: { type: "integer", minimum: 0, maximum: 500 },
    }),
    12,
  ),
});

const icon = (slug: string) => `/images/categories/${slug}.svg`;

export default defineWidget<HealthConditionWidgetProps>({
  type: "HealthConditionWidget",
  propsSchema: healthConditionWidgetPropsSchema,
  Component: HealthConditionWidget,
  Skeleton: HealthConditionWidgetSkeleton,
  samples: [
    {
      name: "Manage your health conditions",
      props: {
        conditions: [
          {
            slug: "diabetes",
            name: "Diabetes",
            description: "Track your sugar with HbA1c every three months and review it with a diabetologist.",
            iconUrl: icon("diabetes"),
            testsUrl: "/test-listing/diabetes",
            consultUrl: "/conditions/diabetes-treatment-doctors",
            testsCount: 12,
          },
          {
            slug: "thyroid",
            name: "Thyroid",
            description: "A TSH test every 6–12 months keeps your thyroid dose right.",
            iconUrl: icon("thyroid"),
            testsUrl: "/test-listing/thyroid",
            consultUrl: "/conditions/thyroid-treatment-doctors",
            testsCount: 8,
          },
          {
            slug: "heart",
            name: "Heart health",
            description: "Lipid profile and hs-CRP show your heart risk early; a cardiologist explains them.",
            iconUrl: icon("heart"),
            testsUrl: "/test-listing/heart",
            consultUrl: "/conditions/heart-disease-treatment-doctors",
            testsCount: 10,
          },
        ],
      },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true },
    },
    {
      name: "One condition (grid, no test count)",
      props: {
        conditions: [
          {
            slug: "kidney",
            name: "Kidney care",
            description: "Creatinine and urine tests catch kidney problems before symptoms do.",
            iconUrl: icon("kidney"),
            testsUrl: "/test-listing/kidney",
            consultUrl: "/conditions/kidney-disease-treatment-doctors",
          },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
