/**
 * schema.org structured data of an item page: the test as a MedicalTest (a package as a MedicalTestPanel with its
 * tests as subTest), and the same item as a Product with an Offer in INR, so search engines can show the price.
 */
export interface StructuredDataInput {
  item: { itemId: number; itemName: string; itemType: string; testDescription: string; testPreparationData: string };
  inclusionNames: string[];
  url: string;
  imageUrl: string | null;
  /** What a visitor pays, in rupees. */
  price: number;
}

export function itemStructuredData({ item, inclusionNames, url, imageUrl, price }: StructuredDataInput) {
  const isPanel = item.itemType === "PACKAGE";
  const medicalTest: Record<string, unknown> = {
    "@type": isPanel ? "MedicalTestPanel" : "MedicalTest",
    "@id": `${url}#test`,
    name: item.itemName,
    description: item.testDescription,
    url,
    ...(isPanel ? { subTest: inclusionNames.map((name) => ({ "@type": "MedicalTest", name })) } : {}),
  };
  const product: Record<string, unknown> = {
    "@type": "Product",
    "@id": `${url}#product`,
    name: item.itemName,
    description: item.testDescription,
    sku: String(item.itemId),
    category: isPanel ? "Health checkup package" : "Lab test",
    brand: { "@type": "Brand", name: "Apollo 247" },
    ...(imageUrl ? { image: imageUrl } : {}),
    offers: {
      "@type": "Offer",
      url,
      // schema.org prices are plain decimals with "." (no symbol, no grouping).
      price: price.toFixed(2),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
    },
  };
  return { "@context": "https://schema.org", "@graph": [medicalTest, product] };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so item text can never close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
