import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadWidgets } from "#widgets/lazy";
import { languageOfTag, loadLanguage } from "~/i18n/words";
import { afterFirstFrame } from "~/lib/after-first-frame.client";

/** The widget types the server drew (each section, loaded or a skeleton, names its type). */
const drawnWidgetTypes = () => [...document.querySelectorAll("[data-section-type]")].map((el) => el.getAttribute("data-section-type") ?? "");

// Widgets and languages other than English are chunks of their own: the page's are loaded first, so hydration
// draws exactly what the server drew. Hydration then starts after the next frame is presented: the server's HTML is
// complete, so the first paint never waits for it (docs/decisions/2026-11-28-largest-paint.md).
void Promise.allSettled([loadWidgets(drawnWidgetTypes()), loadLanguage(languageOfTag(document.documentElement.lang))]).then(() =>
  afterFirstFrame(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  ),
);
