import { defineWidget } from "../../define-widget";
import { DiagTileStyle2, DiagTileStyle2Skeleton, type DiagTileStyle2Props } from "./DiagTileStyle2";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

export const diagTileStyle2PropsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["tiles"],
  additionalProperties: false,
  properties: {
    tiles: {
      type: "array",
      maxItems: 50,
      items: {
        type: "object",
        required: ["title", "imageUrl", "redirectUrl"],
        additionalProperties: false,
        properties: {
          title: { type: "string", minLength: 1, maxLength: 80 },
          subtitle: { type: "string", maxLength: 120 },
          imageUrl: urlString,
          redirectUrl: urlString,
          startingPrice: { type: "number", minimum: 0 },
        },
      },
    },
  },
};

const checkups = [
  { title: "Full Body Checkup", subtitle: "6 to 34 tests", imageUrl: "/images/categories/full-body-checkup.svg", redirectUrl: "/test-listing/full-body-checkup", startingPrice: 739 },
  { title: "Women Wellness", subtitle: "Hormones, thyroid, vitamins", imageUrl: "/images/categories/women-health.svg", redirectUrl: "/test-listing/women-health", startingPrice: 1999 },
  { title: "Senior Citizen Checkup", subtitle: "Heart, kidney, bones", imageUrl: "/images/categories/senior-citizen.svg", redirectUrl: "/test-listing/senior-citizen", startingPrice: 2499 },
  { title: "Diabetes Care", subtitle: "HbA1c, sugar, kidney", imageUrl: "/images/categories/diabetes.svg", redirectUrl: "/test-listing/diabetes", startingPrice: 799 },
  { title: "Fever Panel", subtitle: "Dengue, malaria, typhoid", imageUrl: "/images/categories/fever-infection.svg", redirectUrl: "/test-listing/fever-infection", startingPrice: 1249.5 },
];

export default defineWidget<DiagTileStyle2Props>({
  type: "DiagTileStyle2",
  propsSchema: diagTileStyle2PropsSchema,
  Component: DiagTileStyle2,
  Skeleton: DiagTileStyle2Skeleton,
  samples: [
    {
      name: "Health checkups for everyone (carousel)",
      props: { tiles: checkups },
      meta: { variant: "carousel", visible_cards: 4, carousel_arrows: true, carousel_dots: false, circular_rotation: false, auto_swipe: false },
    },
    {
      name: "Checkups in a grid, one without a price",
      props: {
        tiles: [
          checkups[0],
          checkups[3],
          { title: "Heart Health", subtitle: "Lipids, ECG-ready markers", imageUrl: "/images/categories/heart.svg", redirectUrl: "/test-listing/heart" },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
