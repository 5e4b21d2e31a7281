/**
 * A configured screen page: viewer context and the renderer. Screen widgets (modals, popups, the cart) are
 * hosted once for the whole app in the root, so query flags open them on every configured screen; screens
 * that want the bottom ribbons (cart, coupon) say so with `ribbons`.
 */
import type { RenderScreen, SectionData } from "./types";
import { ScreenRenderer } from "./ScreenRenderer";
import { useScreenUi } from "./screen-ui";
import { RibbonBar } from "./ScreenWidgetHost";
import { ViewerProvider } from "#widgets/viewer-context";
import type { ReactNode } from "react";

export function ConfiguredScreen({
  screen,
  deferred,
  cityId,
  isCircleMember = false,
  ribbons = false,
  children,
}: {
  screen: RenderScreen;
  deferred: Record<string, Promise<SectionData>>;
  cityId: number;
  isCircleMember?: boolean;
  ribbons?: boolean;
  children?: ReactNode;
}) {
  return (
    <ViewerProvider value={{ isCircleMember, signedIn: screen.segment !== "signed_out", cityId, view: screen.view }}>
      {children}
      <ScreenRenderer screen={screen} deferred={deferred} />
      <RibbonBar auto={ribbons} />
      <Toast />
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
