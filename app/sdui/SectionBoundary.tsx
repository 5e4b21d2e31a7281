import { Component, type ReactNode } from "react";

/** One error boundary per section: a widget that throws takes down only its own section. */
export class SectionBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(`section ${this.props.name} failed to render`, error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
