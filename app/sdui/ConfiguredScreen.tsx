/** A configured screen page: viewer context, screen UI state (modals, toast) and the renderer. */
import type { RenderScreen, SectionData } from "./types";
import { ScreenRenderer } from "./ScreenRenderer";
import { ScreenUiProvider, useScreenUi } from "./screen-ui";
import { ViewerProvider } from "#widgets/viewer-context";
import type { ReactNode } from "react";

export function ConfiguredScreen({
  screen,
  deferred,
  cityId,
  isCircleMember = false,
  initialModal = null,
  children,
}: {
  screen: RenderScreen;
  deferred: Record<string, Promise<SectionData>>;
  cityId: number;
  isCircleMember?: boolean;
  initialModal?: string | null;
  children?: ReactNode;
}) {
  return (
    <ViewerProvider value={{ isCircleMember, signedIn: screen.segment !== "signed_out", cityId, view: screen.view }}>
      <ScreenUiProvider initialModal={initialModal}>
        {children}
        <ScreenRenderer screen={screen} deferred={deferred} />
        <Toast />
      </ScreenUiProvider>
    </ViewerProvider>
  );
}

function Toast() {
  const { toast } = useScreenUi();
  return (
    <div className="toast" role="status" aria-live="polite">
      {toast}
    </div>
  );
}
