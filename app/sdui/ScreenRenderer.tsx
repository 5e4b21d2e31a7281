/**
 * Step 6: rendering. Containers in position order, sections in order; each section in its own error
 * boundary, drawn by the widget its `type` names. Streamed sections use <Await>, client sections load
 * through one resource route (eager right after hydration, otherwise when near the viewport), per-user
 * sections from the page's one personal request (personal.tsx).
 */
import { Suspense, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Await } from "@remix-run/react";
import { useWidget } from "#widgets/lazy";
import { useActionDispatcher } from "./actions";
import { SectionBoundary } from "./SectionBoundary";
import { noteClickedItem } from "~/lib/analytics.client";
import { itemIdAt } from "~/lib/impressions.client";
import { useSectionImpressions } from "~/lib/impressions-react";
import type { RenderContainer, RenderScreen, RenderSection, SectionData } from "./types";
import { usePersonal, usePersonalSection } from "./personal";

export const SECTION_ERROR_MESSAGE = "Something went wrong! Please try again.";

interface Props {
  screen: RenderScreen;
  deferred: Record<string, Promise<SectionData>>;
}

export function ScreenRenderer({ screen, deferred }: Props) {
  return (
    <div
      className="sdui-screen"
      data-screen={screen.screen_name}
      data-config-version={screen.version}
      data-config-source={screen.source}
      data-segment={screen.segment}
      data-view={screen.view}
    >
      {screen.containers.map((c) => (
        <Container key={c.position} container={c} screen={screen} deferred={deferred} />
      ))}
    </div>
  );
}

function Container({ container, screen, deferred }: { container: RenderContainer } & Props) {
  if (container.type === "tabs") return <TabsContainer container={container} screen={screen} deferred={deferred} />;
  return (
    <div className="sdui-container">
      {container.sections.map((s) => (
        <SectionSlot key={s.name} section={s} screen={screen} deferred={deferred} />
      ))}
    </div>
  );
}

/** "tabs for tests and packages": one section visible at a time; arrow keys move between tabs. */
function TabsContainer({ container, screen, deferred }: { container: RenderContainer } & Props) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = `tabs-${screen.screen_name}-${container.position}`;
  const onKeyDown = (e: React.KeyboardEvent) => {
    const n = container.sections.length;
    const next = e.key === "ArrowRight" ? (active + 1) % n : e.key === "ArrowLeft" ? (active - 1 + n) % n : null;
    if (next == null) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };
  if (!container.sections.length) return null;
  return (
    <div className="sdui-container sdui-tabs">
      {container.title ? <h2 className="sdui-tabs-title">{container.title}</h2> : null}
      <div role="tablist" aria-label={container.title ?? "Sections"} className="sdui-tablist" onKeyDown={onKeyDown}>
        {container.sections.map((s, i) => (
          <button
            key={s.name}
            ref={(el) => (tabs.current[i] = el)}
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className="sdui-tab"
            onClick={() => setActive(i)}
          >
            {s.title ?? s.heading ?? s.name}
          </button>
        ))}
      </div>
      {container.sections.map((s, i) => (
        <div key={s.name} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}>
          <SectionSlot section={s} screen={screen} deferred={deferred} />
        </div>
      ))}
    </div>
  );
}

function SectionFrame({ section, status, screen, children }: { section: RenderSection; status: string; screen?: RenderScreen; children: ReactNode }) {
  const style: CSSProperties | undefined =
    section.margin_between_sections != null ? { marginBottom: section.margin_between_sections } : undefined;
  const ref = useRef<HTMLElement>(null);
  useSectionImpressions(ref, {
    screen: screen?.screen_name ?? "",
    version: screen?.version ?? 0,
    section: section.name,
    enabled: status === "ok" && !!screen,
  });
  return (
    <section
      ref={ref}
      className="sdui-section"
      data-section={section.name}
      data-section-type={section.type}
      data-section-status={status}
      style={style}
      onClickCapture={(e) => noteClickedItem(itemIdAt(e.target))}
    >
      {children}
    </section>
  );
}

function ErroredSection({ section, onRetry }: { section: RenderSection; onRetry?: () => void }) {
  return (
    <SectionFrame section={section} status="error">
      <div className="sdui-section-error" role="status">
        {section.title ? <h2 className="sdui-section-error-title">{section.title}</h2> : null}
        <p>{SECTION_ERROR_MESSAGE}</p>
        {onRetry ? (
          <button type="button" className="btn-secondary" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
    </SectionFrame>
  );
}

function SkeletonFor({ section, screen }: { section: RenderSection; screen: RenderScreen }) {
  const widget = useWidget(section.type);
  return (
    <SectionFrame section={section} status="loading">
      {widget ? <widget.Skeleton meta={section.meta} view={screen.view} /> : null}
    </SectionFrame>
  );
}

function WidgetSection({ section, screen, data, onRetry }: { section: RenderSection; screen: RenderScreen; data: SectionData; onRetry?: () => void }) {
  const dispatch = useActionDispatcher({
    screen: screen.screen_name,
    version: screen.version,
    section: section.name,
    behaviours: section.behaviours,
  });
  const widget = useWidget(section.type);
  if (!widget || data.status === "error") return <ErroredSection section={section} onRetry={onRetry} />;
  const info = { name: section.name, title: section.title, heading: section.heading, view: screen.view, view_all: section.view_all, first: screen.containers[0]?.sections[0]?.name === section.name };
  return (
    <SectionFrame section={section} status="ok" screen={screen}>
      <widget.Component props={data.props} meta={section.meta} section={info} dispatch={dispatch} />
    </SectionFrame>
  );
}

function SectionSlot({ section, screen, deferred }: { section: RenderSection } & Props) {
  let body: ReactNode;
  if (section.mode === "placeholder") {
    body = <SkeletonFor section={section} screen={screen} />;
  } else if (section.mode === "inline" && section.data) {
    body = <WidgetSection section={section} screen={screen} data={section.data} />;
  } else if (section.mode === "stream" && section.name in deferred) {
    body = (
      <Suspense fallback={<SkeletonFor section={section} screen={screen} />}>
        <Await resolve={deferred[section.name]} errorElement={<ErroredSection section={section} />}>
          {(data) => <WidgetSection section={section} screen={screen} data={data as SectionData} />}
        </Await>
      </Suspense>
    );
  } else if (section.mode === "personal") {
    body = <PersonalSection section={section} screen={screen} />;
  } else {
    body = <ClientSection section={section} screen={screen} />;
  }
  // A draft failing in the studio's preview is not a patient's failure: only served screens report.
  const reportAs = screen.source === "preview" ? undefined : screen.screen_name;
  return (
    <SectionBoundary name={section.name} screen={reportAs} view={screen.view} fallback={<ErroredSection section={section} />}>
      {/* A widget the browser has not loaded yet (a page reached by navigation) waits here, in its own frame. */}
      <Suspense fallback={<SectionFrame section={section} status="loading">{null}</SectionFrame>}>{body}</Suspense>
    </SectionBoundary>
  );
}

/** A per-user section: its data comes with the rest of the person's, in the page's one personal request. */
function PersonalSection({ section, screen }: { section: RenderSection; screen: RenderScreen }) {
  const data = usePersonalSection(section.name);
  const { retry } = usePersonal();
  if (data === null) return null;
  if (!data) return <SkeletonFor section={section} screen={screen} />;
  return <WidgetSection section={section} screen={screen} data={data} onRetry={data.status === "error" ? retry : undefined} />;
}

/** Loads a section's data through the one resource route, eagerly or when it nears the viewport. */
function ClientSection({ section, screen }: { section: RenderSection; screen: RenderScreen }) {
  const [data, setData] = useState<SectionData | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  const load = useCallback(async (signal: AbortSignal) => {
    try {
      const q = new URLSearchParams({ screen: screen.screen_name, section: section.name });
      const res = await fetch(`/resources/section?${q}`, { signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      setData((await res.json()) as SectionData);
    } catch (e) {
      if (!signal.aborted) setData({ status: "error", message: String(e) });
    }
  }, [screen.screen_name, section.name]);

  useEffect(() => {
    const controller = new AbortController();
    if (section.eager_load || typeof IntersectionObserver === "undefined") {
      void load(controller.signal);
      return () => controller.abort();
    }
    const el = ref.current;
    if (!el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          void load(controller.signal);
        }
      },
      { rootMargin: "200px 0px" },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      controller.abort();
    };
  }, [load, section.eager_load, attempt]);

  if (data) {
    return (
      <WidgetSection
        section={section}
        screen={screen}
        data={data}
        onRetry={() => {
          setData(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <div ref={ref} data-lazy-section={section.name}>
      <SkeletonFor section={section} screen={screen} />
    </div>
  );
}
