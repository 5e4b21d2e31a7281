/**
 * The lab-test landing page's package prices follow the one Circle price rule: "Members see member prices where the
 * circle price is lower than the normal price"; "the discount applies only if the user is a member … otherwise
 * standard prices apply" (platform spec §1, §5). The page is a segment's shared page, and Circle is in its key.
 */
import { describe, expect, it } from "vitest";
import { getLandingData } from "~/features/content/content.server";
import { getDiagnosticsListingData } from "~/.server/domain/catalogue/catalogue";
import { itemPriceDisplay } from "~/lib/price";
import { targets, servicesOfTarget } from "./harness";

const HYDERABAD = 9;

describe.each(targets)("the lab-test landing page's prices on $name", (target) => {
  const services = servicesOfTarget(target);

  it("a member sees each package's member price where it is lower; anyone else the normal price", async () => {
    const { db } = services();
    const [member, other] = await Promise.all([getLandingData(db, HYDERABAD, { isCircleMember: true }), getLandingData(db, HYDERABAD, { isCircleMember: false })]);
    const listed = (await getDiagnosticsListingData(db, { cityId: HYDERABAD, filter: "PACKAGES", limit: 6, sortBy: "POPULARITY_DESC" })).itemList;
    expect(other.packages.length).toBeGreaterThan(0);
    let memberPriced = 0;
    for (const [i, item] of listed.entries()) {
      // The same prices the package's own card shows on the lab pages, for each viewer.
      const forMember = itemPriceDisplay(item.diagnosticPricing, { isCircleMember: true });
      const forOthers = itemPriceDisplay(item.diagnosticPricing, { isCircleMember: false });
      expect(other.packages[i].price, item.itemName).toBe(forOthers.price);
      expect(member.packages[i].price, item.itemName).toBe(forMember.price);
      if (forMember.circlePrice != null) {
        memberPriced++;
        expect(member.packages[i].price, item.itemName).toBeLessThan(other.packages[i].price);
      }
    }
    // The seed gives popular packages member prices: the rule is exercised, not passed over.
    expect(memberPriced).toBeGreaterThan(0);
    expect(member.lowestPackagePrice!).toBeLessThanOrEqual(other.lowestPackagePrice!);
  });
});
