import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadWidgets } from "#widgets/lazy";
import { languageOfTag } from "~/i18n/instance";
import { loadCatalogue } from "~/i18n/resources";

/** The widget types the server drew (each section, loaded or a skeleton, names its type). */
const drawnWidgetTypes = () => [...document.querySelectorAll("[data-section-type]")].map((el) => el.getAttribute("data-section-type") ?? "");

// Widgets and languages other than English are chunks of their own: the page's are loaded first, so hydration
// draws exactly what the server drew.
void Promise.allSettled([loadWidgets(drawnWidgetTypes()), loadCatalogue(languageOfTag(document.documentElement.lang))]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
