import { Component, type ReactNode } from "react";

/** Where a section's render failures are reported, so the studio can show them and a publisher can hide the section. */
export const SECTION_FAILURE_URL = "/resources/section-failure";

/** One error boundary per section: a widget that throws takes down only its own section, and the failure is reported. */
export class SectionBoundary extends Component<{ name: string; screen?: string; view?: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`section ${this.props.name} failed to render`, error);
    // The view names the published configuration the section belongs to: only live sections' reports count.
    const { screen, view, name } = this.props;
    if (screen && view && typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      navigator.sendBeacon(SECTION_FAILURE_URL, new Blob([JSON.stringify({ screen, view, section: name })], { type: "application/json" }));
    }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
