import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadWidgets } from "#widgets/lazy";
import { languageOfTag, loadLanguage } from "~/i18n/words";

/** The widget types the server drew (each section, loaded or a skeleton, names its type). */
const drawnWidgetTypes = () => [...document.querySelectorAll("[data-section-type]")].map((el) => el.getAttribute("data-section-type") ?? "");

// This module is asked for only after the page's first paint (lib/scripts-after-paint.ts), so hydration no longer
// needs to wait for a frame of its own. Widgets and languages other than English are chunks of their own: the page's
// are loaded first, so hydration draws exactly what the server drew.
void Promise.allSettled([loadWidgets(drawnWidgetTypes()), loadLanguage(languageOfTag(document.documentElement.lang))]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
