/**
 * Header location chip: shows the city and pincode every configured screen uses, and opens the location
 * popup (auto detect or a pincode), a screen widget like the others.
 */
import type { UserLocation } from "~/lib/location";
import { useScreenUi } from "~/sdui/screen-ui";
import { useDataWords } from "~/i18n/I18nProvider";

export function LocationChip({ location }: { location: UserLocation }) {
  const { modal, openModal } = useScreenUi();
  const { city } = useDataWords();
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
        {/* An inline pin: emoji glyphs are missing from many Android and Linux system fonts. */}
        <svg aria-hidden="true" focusable="false" width="12" height="14" viewBox="0 0 12 14" className="location-chip-pin">
          <path fill="currentColor" d="M6 0a6 6 0 0 0-6 6c0 4.2 6 8 6 8s6-3.8 6-8a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 6 3.8a2.2 2.2 0 0 1 0 4.4Z" />
        </svg> {city(location.cityName)} {location.pincode}
      </button>
    </div>
  );
}
