import { defineWidget } from "../../define-widget";
import { closed, listOf, money, propsSchema, text, urlString } from "../shared/schema";
import { RadiologyItemCard, RadiologyItemCardSkeleton, type RadiologyItemCardProps } from "./RadiologyItemCard";

export const radiologyItemCardPropsSchema = propsSchema(["items"], {
  items: listOf(
    closed(["radiologyItemID", "name", "slug", "imageUrl"], {
      radiologyItemID: { type: "integer", minimum: 1 },
      name: text(120),
      slug: { type: "string", pattern: "^[a-z0-9-]{1,120}$" },
      startingPrice: money,
      categories: listOf(text(40), 5),
      imageUrl: urlString,
      redirectUrl: urlString,
    }),
  ),
});

const img = (slug: string) => `/images/items/${slug}.svg`;

export default defineWidget<RadiologyItemCardProps>({
  type: "RadiologyItemCard",
  propsSchema: radiologyItemCardPropsSchema,
  Component: RadiologyItemCard,
  Skeleton: RadiologyItemCardSkeleton,
  samples: [
    {
      name: "Popular scans (carousel)",
      props: {
        items: [
          { radiologyItemID: 9001, name: "MRI Brain (Plain)", slug: "mri-brain-plain", startingPrice: 5500, categories: ["MRI"], imageUrl: img("mri-brain-plain") },
          { radiologyItemID: 9002, name: "CT Chest (HRCT)", slug: "ct-chest-hrct", startingPrice: 3200, categories: ["CT Scan"], imageUrl: img("ct-chest-hrct") },
          { radiologyItemID: 9003, name: "Ultrasound Whole Abdomen", slug: "ultrasound-whole-abdomen", startingPrice: 1400, categories: ["Ultrasound"], imageUrl: img("ultrasound-whole-abdomen") },
          { radiologyItemID: 9004, name: "X-Ray Chest PA View", slug: "x-ray-chest-pa-view", startingPrice: 450, categories: ["X-Ray"], imageUrl: img("x-ray-chest-pa-view") },
          { radiologyItemID: 9005, name: "2D Echocardiography", slug: "2d-echocardiography", startingPrice: 1800, categories: ["Cardiac"], imageUrl: img("2d-echocardiography") },
        ],
      },
      meta: { variant: "carousel", visible_cards: 4, carousel_arrows: true },
    },
    {
      name: "Women's scans (grid, one priced at the clinic)",
      props: {
        items: [
          { radiologyItemID: 9011, name: "Mammography (Bilateral)", slug: "mammography-bilateral", startingPrice: 2200, categories: ["Mammography"], imageUrl: img("mammography-bilateral") },
          { radiologyItemID: 9012, name: "Ultrasound Pelvis (TVS)", slug: "ultrasound-pelvis-tvs", startingPrice: 1600, categories: ["Ultrasound"], imageUrl: img("ultrasound-pelvis-tvs") },
          { radiologyItemID: 9013, name: "DEXA Scan (Bone Density)", slug: "dexa-scan-bone-density", categories: ["Bone Density"], imageUrl: img("dexa-scan-bone-density") },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
