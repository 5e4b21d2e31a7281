/**
 * The widget gallery: every registered widget with each of its samples, drawn through the screen renderer a
 * configured screen uses, next to its skeleton (which must take the same box). A 360 px / 1280 px switch
 * picks the preview width and the view (mweb / web). Tracking is off here.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { widgets, getWidget } from "#widgets/registry";
import { provideWidgets } from "#widgets/lazy";
import type { WidgetDefinition } from "#widgets/define-widget";
import { DEFAULT_VIEWER, ViewerProvider } from "#widgets/viewer-context";
import { ScreenRenderer } from "~/sdui/ScreenRenderer";
import { ScreenUiProvider } from "~/sdui/screen-ui";
import type { RenderScreen } from "~/sdui/types";
import { TrackingContext } from "~/lib/impressions-react";
import { detectView } from "~/lib/view";
import { canOpenGallery } from "./widget-gallery.server";

// The gallery shows every widget, so it brings the whole registry along instead of loading widgets one by one.
provideWidgets(widgets);

export const PREVIEW_WIDTHS = [360, 1280] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

export const meta: MetaFunction = () => [{ title: "Widget gallery | Apollo 247" }, { name: "robots", content: "noindex" }];
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export function loader({ request }: LoaderFunctionArgs) {
  if (!canOpenGallery(request)) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  if (type && !getWidget(type)) throw new Response("Not Found", { status: 404 });
  const asked = Number(url.searchParams.get("width"));
  const width: PreviewWidth = (PREVIEW_WIDTHS as readonly number[]).includes(asked)
    ? (asked as PreviewWidth)
    : detectView(request.headers) === "mweb" ? 360 : 1280;
  return { type, width };
}

/** One sample as a one-section screen, so it goes through exactly the path a configured section takes. */
function sampleScreen(widget: WidgetDefinition, index: number, view: "web" | "mweb"): RenderScreen {
  const sample = widget.samples[index];
  return {
    screen_name: "widget_gallery",
    screen_identifier: "widget_gallery",
    version: 0,
    view,
    segment: "signed_out",
    source: "gallery",
    containers: [
      {
        type: "vertical",
        position: 1,
        sections: [
          {
            name: `${widget.type.toLowerCase()}_${index}`,
            type: widget.type,
            order: 1,
            // A short, one-line title like a real section's: the skeleton's header row is one line high.
            title: "Section title",
            meta: sample.meta ?? {},
            behaviours: [],
            mode: "inline",
            eager_load: true,
            data: { status: "ok", props: sample.props as Record<string, unknown> },
          },
        ],
      },
    ],
  };
}

function Sample({ widget, index, view }: { widget: WidgetDefinition; index: number; view: "web" | "mweb" }) {
  const sample = widget.samples[index];
  return (
    <li className="gallery-sample" data-gallery-sample={index} data-sample-name={sample.name}>
      <h3 className="gallery-sample-title">{sample.name}</h3>
      <div className="gallery-loaded" data-gallery-loaded="">
        <ScreenRenderer screen={sampleScreen(widget, index, view)} deferred={{}} />
      </div>
      <p className="gallery-caption">Skeleton</p>
      <div className="gallery-skeleton" data-gallery-skeleton="">
        <div className="sdui-section" data-section-status="loading">
          <widget.Skeleton meta={sample.meta ?? {}} view={view} />
        </div>
      </div>
    </li>
  );
}

export default function WidgetGallery() {
  const { type, width } = useLoaderData<typeof loader>();
  const view = width === 360 ? "mweb" : "web";
  const shown = type ? widgets.filter((w) => w.type === type) : widgets;
  const href = (t: string | null, w: number) => `/widget-gallery?${new URLSearchParams({ ...(t ? { type: t } : {}), width: String(w) })}`;
  return (
    <TrackingContext.Provider value={false}>
      <ViewerProvider value={{ ...DEFAULT_VIEWER, view }}>
        <ScreenUiProvider>
          <div className="gallery" data-preview-width={width}>
            <h1 className="page-title">Widget gallery</h1>
            <nav className="gallery-toolbar" aria-label="Preview width">
              {PREVIEW_WIDTHS.map((w) => (
                <Link key={w} to={href(type, w)} className="gallery-toggle" aria-current={w === width ? "page" : undefined}>
                  {w} px {w === 360 ? "(mobile)" : "(desktop)"}
                </Link>
              ))}
            </nav>
            <nav className="gallery-index" aria-label="Widgets">
              <ul>
                {type ? (
                  <li>
                    <Link to={href(null, width)}>All widgets</Link>
                  </li>
                ) : null}
                {widgets.map((w) => (
                  <li key={w.type}>
                    <Link to={href(w.type, width)} data-gallery-widget-link={w.type} aria-current={w.type === type ? "page" : undefined}>
                      {w.type} ({w.samples.length})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {shown.map((w) => (
              <section key={w.type} className="gallery-widget" data-gallery-widget={w.type} aria-labelledby={`gallery-${w.type}`}>
                {/* Type names are long single words: let them break on a phone instead of widening the page. */}
                <h2 id={`gallery-${w.type}`} className="gallery-widget-title" style={{ overflowWrap: "anywhere" }}>
                  {w.type}
                </h2>
                <ul className="gallery-samples" style={{ maxWidth: `${width}px` }}>
                  {w.samples.map((_, i) => (
                    <Sample key={i} widget={w} index={i} view={view} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </ScreenUiProvider>
      </ViewerProvider>
    </TrackingContext.Provider>
  );
}
