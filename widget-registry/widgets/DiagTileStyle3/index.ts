import { defineWidget } from "../../define-widget";
import { DiagTileStyle3, DiagTileStyle3Skeleton, type DiagTileStyle3Props } from "./DiagTileStyle3";

export const diagTileStyle3PropsSchema = {
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
        required: ["title", "redirectUrl"],
        additionalProperties: false,
        properties: {
          title: { type: "string", minLength: 1, maxLength: 60 },
          redirectUrl: { type: "string", minLength: 1, maxLength: 2048 },
          count: { type: "integer", minimum: 0 },
        },
      },
    },
  },
};

export default defineWidget<DiagTileStyle3Props>({
  type: "DiagTileStyle3",
  propsSchema: diagTileStyle3PropsSchema,
  Component: DiagTileStyle3,
  Skeleton: DiagTileStyle3Skeleton,
  samples: [
    {
      name: "Tests by health concern, with test counts",
      props: {
        tiles: [
          { title: "Diabetes", redirectUrl: "/test-listing/diabetes", count: 18 },
          { title: "Thyroid", redirectUrl: "/test-listing/thyroid", count: 9 },
          { title: "Heart", redirectUrl: "/test-listing/heart", count: 14 },
          { title: "Vitamins", redirectUrl: "/test-listing/vitamins", count: 7 },
          { title: "Liver", redirectUrl: "/test-listing/liver", count: 11 },
          { title: "Kidney", redirectUrl: "/test-listing/kidney", count: 10 },
          { title: "Fever & Infection", redirectUrl: "/test-listing/fever-infection", count: 16 },
          { title: "Women's Health", redirectUrl: "/test-listing/women-health", count: 22 },
        ],
      },
    },
    {
      name: "Common health concerns (consult)",
      props: {
        tiles: [
          { title: "Fever", redirectUrl: "/conditions/fever-treatment-doctors" },
          { title: "Cough & Cold", redirectUrl: "/conditions/cough-cold-treatment-doctors" },
          { title: "Back Pain", redirectUrl: "/conditions/back-pain-treatment-doctors" },
          { title: "PCOS", redirectUrl: "/conditions/pcos-treatment-doctors" },
        ],
      },
    },
  ],
});
