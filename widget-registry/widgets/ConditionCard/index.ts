import { defineWidget } from "../../define-widget";
import { closed, listOf, propsSchema, text, urlString } from "../shared/schema";
import { ConditionCard, ConditionCardSkeleton, type ConditionCardProps } from "./ConditionCard";

export const conditionCardPropsSchema = propsSchema(["conditions"], {
  conditions: listOf(
    closed(["slug", "name", "imageUrl"], {
      slug: { type: "string", pattern: "^[a-z0-9-]{1,80}$" },
      name: text(60),
      imageUrl: urlString,
      specialty: text(60),
      redirectUrl: urlString,
    }),
    30,
  ),
});

const img = (slug: string) => `/images/widgets/${slug}.svg`;

export default defineWidget<ConditionCardProps>({
  type: "ConditionCard",
  propsSchema: conditionCardPropsSchema,
  Component: ConditionCard,
  Skeleton: ConditionCardSkeleton,
  samples: [
    {
      name: "Common conditions (carousel)",
      props: {
        conditions: [
          { slug: "diabetes", name: "Diabetes", imageUrl: img("diabetes"), specialty: "Endocrinology" },
          { slug: "pcos", name: "PCOS", imageUrl: img("pcos"), specialty: "Gynaecology" },
          { slug: "hypertension", name: "High Blood Pressure", imageUrl: img("hypertension"), specialty: "Cardiology" },
          { slug: "migraine", name: "Migraine", imageUrl: img("migraine"), specialty: "Neurology" },
          { slug: "thyroid", name: "Thyroid Disorders", imageUrl: img("thyroid"), specialty: "Endocrinology" },
          { slug: "acne", name: "Acne", imageUrl: img("acne"), specialty: "Dermatology" },
          { slug: "back-pain", name: "Back Pain", imageUrl: img("back-pain"), specialty: "Orthopaedics" },
        ],
      },
      meta: { variant: "carousel", visible_cards: 6, carousel_arrows: true },
    },
    {
      name: "Conditions grid",
      props: {
        conditions: [
          { slug: "asthma", name: "Asthma", imageUrl: img("asthma"), specialty: "Pulmonology" },
          { slug: "anxiety", name: "Anxiety", imageUrl: img("anxiety"), specialty: "Psychiatry" },
          { slug: "kidney-stones", name: "Kidney Stones", imageUrl: img("kidney-stones"), specialty: "Urology" },
        ],
      },
      meta: { variant: "grid", visible_cards: 6 },
    },
  ],
});
