/**
 * JSON Schema (draft-07) for item lists fed by the catalogue API. Items keep additional properties (a section's
 * query may ask for more fields than a card reads); the widget's top level stays closed.
 */
const nullable = (type: string | string[]) => ({ type: [...(Array.isArray(type) ? type : [type]), "null"] });

const tagSchema = {
  type: "object",
  required: ["display_text"],
  additionalProperties: true,
  properties: {
    display_text: { type: "string", maxLength: 40 },
    display_icon: nullable("string"),
    text_colour: nullable("string"),
    background_colour: nullable("string"),
  },
};

const pricingSchema = {
  type: "object",
  required: ["mrp", "price"],
  additionalProperties: true,
  properties: {
    mrp: { type: "number", minimum: 0 },
    price: { type: "number", minimum: 0 },
    circleMrp: nullable("number"),
    circlePrice: nullable("number"),
    groupPlan: nullable("string"),
    status: nullable("string"),
    showSlashedPrice: nullable("boolean"),
    showDiscountPercent: nullable("boolean"),
    discountPercentage: nullable("number"),
    cashbackText: nullable("string"),
    isCircleDiscountGreater: nullable("boolean"),
  },
};

export const itemSchema = {
  type: "object",
  required: ["itemId", "itemName"],
  additionalProperties: true,
  properties: {
    itemId: { type: "integer" },
    itemName: { type: "string", minLength: 1, maxLength: 200 },
    id: nullable("string"),
    itemType: nullable("string"),
    gender: nullable("string"),
    canonicalTag: nullable("string"),
    url: nullable("string"),
    imageUrl: nullable("string"),
    inclusions: { type: ["array", "null"], items: { type: "integer" } },
    itemInclusionCount: nullable("integer"),
    itemInclusionText: nullable("string"),
    testPreparationData: nullable("string"),
    reportTATHours: nullable("number"),
    itemTags: { type: ["array", "null"], items: tagSchema },
    diagnosticPricing: { type: ["array", "null"], items: pricingSchema },
  },
};

/** Props of DiagItemCard and DiagItemCardV2: { items }. */
export const itemListPropsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["items"],
  additionalProperties: false,
  properties: {
    items: { type: "array", items: itemSchema },
  },
};
