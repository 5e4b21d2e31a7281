/** Skeleton parts: grey boxes that take exactly the room the loaded widget's parts take. */
import type { CSSProperties } from "react";

export function SkeletonHeader() {
  return (
    <div className="w-section-header w-skeleton-header" aria-hidden="true">
      <span className="w-skel w-skel-title" />
    </div>
  );
}

export function SkeletonBlock({ className = "", style }: { className?: string; style?: CSSProperties }) {
  return <div className={`w-skel ${className}`.trim()} style={style} aria-hidden="true" />;
}
