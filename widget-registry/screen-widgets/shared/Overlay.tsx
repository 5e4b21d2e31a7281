/**
 * The one dialog frame every screen widget uses: role="dialog", aria-modal, labelled by its heading; focus
 * moves in and is trapped; Escape, the close button and a click outside close it. Focus goes back to the
 * opener in the host (it outlives this component). Motion is framer-motion's small DOM feature set, and
 * follows the user's reduced-motion setting.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { LazyMotion, MotionConfig, domAnimation, m, type TargetAndTransition } from "framer-motion";
import { useChrome } from "~/i18n/I18nProvider";
import "../screen-widgets.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type OverlayVariant = "center" | "sheet" | "drawer";

const PANEL_MOTION: Record<OverlayVariant, { initial: TargetAndTransition; animate: TargetAndTransition }> = {
  center: { initial: { opacity: 0, scale: 0.96 }, animate: { opacity: 1, scale: 1 } },
  sheet: { initial: { opacity: 0, y: 40 }, animate: { opacity: 1, y: 0 } },
  drawer: { initial: { opacity: 0, x: 48 }, animate: { opacity: 1, x: 0 } },
};

export interface OverlayProps {
  title: string;
  /** data-screen-widget on the dialog, for tests and analytics. */
  name: string;
  variant?: OverlayVariant;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}

export function Overlay({ title, name, variant = "center", onClose, children, footer }: OverlayProps) {
  const t = useChrome();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const first = el.querySelector<HTMLElement>("[data-autofocus]") ?? el.querySelector<HTMLElement>(FOCUSABLE) ?? el;
    first.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((x) => x.offsetParent !== null || x === document.activeElement);
      if (!items.length) {
        e.preventDefault();
        el.focus();
        return;
      }
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || !el.contains(active))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (active === lastItem || !el.contains(active))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  const motion = PANEL_MOTION[variant];
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div className={`sw-layer sw-layer-${variant}`}>
          <m.div
            className="sw-backdrop"
            aria-hidden="true"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            transition={{ duration: 0.15 }}
            onClick={onClose}
          />
          <m.div
            ref={panel}
            className={`sw-panel sw-panel-${variant}`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            data-screen-widget={name}
            initial={motion.initial}
            animate={motion.animate}
            transition={{ type: "tween", ease: "easeOut", duration: 0.2 }}
          >
            <div className="sw-head">
              <h2 id={titleId} className="sw-title">{title}</h2>
              <button type="button" className="sw-close" aria-label={t("close")} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="sw-body">{children}</div>
            {footer ? <div className="sw-foot">{footer}</div> : null}
          </m.div>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
