/**
 * Header location chip: shows the city and pincode every configured screen uses, and opens the location
 * popup (auto detect or a pincode), a screen widget like the others.
 */
import type { UserLocation } from "~/lib/location";
import { useScreenUi } from "~/sdui/screen-ui";

export function LocationChip({ location }: { location: UserLocation }) {
  const { modal, openModal } = useScreenUi();
  return (
    <div className="location">
      <button
        type="button"
        className="location-chip"
        aria-haspopup="dialog"
        aria-expanded={modal?.name === "location"}
        onClick={() => openModal("location")}
        data-testid="location-chip"
      >
        <span aria-hidden="true">📍</span> {location.cityName} {location.pincode}
      </button>
    </div>
  );
}
