import { Component, type ReactNode } from "react";

/** Where a section's render failures are reported, so the studio can show them and a publisher can hide the section. */
export const SECTION_FAILURE_URL = "/resources/section-failure";

/** One error boundary per section: a widget that throws takes down only its own section, and the failure is reported. */
export class SectionBoundary extends Component<{ name: string; screen?: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`section ${this.props.name} failed to render`, error);
    if (this.props.screen && typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      navigator.sendBeacon(SECTION_FAILURE_URL, new Blob([JSON.stringify({ screen: this.props.screen, section: this.props.name })], { type: "application/json" }));
    }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
