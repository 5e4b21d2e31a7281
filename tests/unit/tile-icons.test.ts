/** Category, service and specialty tiles show an icon from the icon library, not two-letter initials. */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/images.$";
import { popularCategories } from "~/.server/db/seed-data/catalogue";

async function tile(path: string): Promise<string> {
  const res = await loader({ params: { "*": path }, request: new Request(`http://localhost/images/${path}`), context: {} });
  expect(res.status).toBe(200);
  return res.text();
}

describe("tile illustrations", () => {
  it.each(["categories/diabetes.svg", "categories/full-body-checkup.svg", "services/lab-tests.svg", "specialties/cardiology.svg"])(
    "%s draws its icon and no initials",
    async (path) => {
      const svg = await tile(path);
      expect(svg).toMatch(/<g transform="translate\(32 32\)"><svg[^>]*class="lucide lucide-/);
      expect(svg).not.toContain("<text");
      expect(svg).toMatch(/aria-label="[A-Z]/); // the tile still names itself for assistive technology
    },
  );

  it("every seeded category tile has an icon", async () => {
    for (const c of popularCategories) {
      expect(await tile(c.iconUrl.replace("/images/", "")), c.slug).not.toContain("<text");
    }
  });

  it("a tile without a listed icon keeps its initials, and a banner without artwork keeps its name", async () => {
    expect(await tile("widgets/acne.svg")).toContain(">Ac</text>");
    expect(await tile("banners/summer-sale.svg")).toContain(">Summer Sale</text>");
  });
});
