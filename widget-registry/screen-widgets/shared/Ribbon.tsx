/** A ribbon pinned at the bottom of the screen, sliding up with framer-motion (reduced motion respected). */
import type { ReactNode } from "react";
import { LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import "../screen-widgets.css";

export function Ribbon({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.aside
          className={`sw-ribbon sw-ribbon-${name}`}
          aria-label={label}
          data-screen-widget={name}
          initial={{ y: 24, opacity: 0 }}
          animate={{ y: 0, opacity: 1 }}
          transition={{ type: "tween", ease: "easeOut", duration: 0.2 }}
        >
          {children}
        </m.aside>
      </MotionConfig>
    </LazyMotion>
  );
}
