/** GET /api/card/v1/sbi-card/searchPincode?pincode= — city and state of a pincode, from the pincode directory. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPincodePlace } from "~/.server/domain/location/location";
import { CardApiFailure, cardApi } from "~/features/credit-card/card-api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  cardApi(request, "searchPincode", { method: "GET", needsNumber: false }, async ({ services, url }) => {
    const pincode = (url.searchParams.get("pincode") ?? "").trim();
    if (!/^[1-9]\d{5}$/.test(pincode)) throw new CardApiFailure(400, "pincode is not 6 digits");
    const place = await findPincodePlace(services.db, pincode);
    if (!place) throw new CardApiFailure(404, "pincode not in the directory");
    return { pincode, city: place.cityName || place.district || "", district: place.district, state: place.stateName, areaName: place.areaName };
  });
