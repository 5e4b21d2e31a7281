import { defineWidget } from "../../define-widget";
import { DiagTileStyle1, DiagTileStyle1Skeleton, type DiagTileStyle1Props } from "./DiagTileStyle1";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

export const diagTileStyle1PropsSchema = {
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
        required: ["title", "iconUrl", "redirectUrl"],
        additionalProperties: false,
        properties: {
          id: { type: "string", maxLength: 100 },
          title: { type: "string", minLength: 1, maxLength: 60 },
          iconUrl: urlString,
          redirectUrl: urlString,
          widgetName: { type: "string", maxLength: 100 },
        },
      },
    },
  },
};

export default defineWidget<DiagTileStyle1Props>({
  type: "DiagTileStyle1",
  propsSchema: diagTileStyle1PropsSchema,
  Component: DiagTileStyle1,
  Skeleton: DiagTileStyle1Skeleton,
  samples: [
    {
      name: "Popular lab test categories (from the content service)",
      props: {
        tiles: [
          { title: "Full Body Checkup", widgetName: "full-body-checkup", iconUrl: "/images/categories/full-body-checkup.svg", redirectUrl: "/lab-tests-category/full-body-checkup-c-9" },
          { title: "Diabetes", widgetName: "diabetes", iconUrl: "/images/categories/diabetes.svg", redirectUrl: "/lab-tests-category/diabetes-c-9" },
          { title: "Thyroid", widgetName: "thyroid", iconUrl: "/images/categories/thyroid.svg", redirectUrl: "/lab-tests-category/thyroid-c-9" },
          { title: "Heart", widgetName: "heart", iconUrl: "/images/categories/heart.svg", redirectUrl: "/lab-tests-category/heart-c-9" },
          { title: "Vitamins", widgetName: "vitamins", iconUrl: "/images/categories/vitamins.svg", redirectUrl: "/lab-tests-category/vitamins-c-9" },
          { title: "Liver", widgetName: "liver", iconUrl: "/images/categories/liver.svg", redirectUrl: "/lab-tests-category/liver-c-9" },
          { title: "Kidney", widgetName: "kidney", iconUrl: "/images/categories/kidney.svg", redirectUrl: "/lab-tests-category/kidney-c-9" },
          { title: "Women's Health", widgetName: "women-health", iconUrl: "/images/categories/women-health.svg", redirectUrl: "/lab-tests-category/women-health-c-9" },
        ],
      },
      meta: { variant: "grid" },
    },
    {
      name: "Top specialties",
      props: {
        tiles: [
          { id: "general-physician", title: "General Physician", iconUrl: "/images/specialties/general-physician.svg", redirectUrl: "/specialties/general-physician" },
          { id: "dermatology", title: "Dermatology", iconUrl: "/images/specialties/dermatology.svg", redirectUrl: "/specialties/dermatology" },
          { id: "paediatrics", title: "Paediatrics", iconUrl: "/images/specialties/paediatrics.svg", redirectUrl: "/specialties/paediatrics" },
          { id: "obstetrics-and-gynaecology", title: "Gynaecology", iconUrl: "/images/specialties/obstetrics-and-gynaecology.svg", redirectUrl: "/specialties/obstetrics-and-gynaecology" },
          { id: "orthopaedics", title: "Orthopaedics", iconUrl: "/images/specialties/orthopaedics.svg", redirectUrl: "/specialties/orthopaedics" },
          { id: "cardiology", title: "Cardiology", iconUrl: "/images/specialties/cardiology.svg", redirectUrl: "/specialties/cardiology" },
        ],
      },
      meta: { variant: "grid" },
    },
  ],
});
