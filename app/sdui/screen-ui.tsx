/**
 * Screen-level UI state the dispatcher drives: which screen widget (modal, popup, drawer) is open, and a
 * short toast. The open widget lives in the URL (see ~/lib/screen-flags): a shared link opens it, and the
 * back button closes what a tap opened because opening pushes a history entry. Params that do not fit in
 * a URL (objects from a config behaviour) ride along in the history entry's state.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import { MODAL_NAME, parseScreenFlags, withScreenFlag, withoutScreenFlags } from "~/lib/screen-flags";

export interface ScreenUi {
  modal: { name: string; params?: Record<string, unknown> } | null;
  toast: string | null;
  openModal(name: string, params?: Record<string, unknown>): void;
  closeModal(): void;
  showToast(message: string): void;
}

interface WidgetHistoryState {
  screenWidget?: string;
  params?: Record<string, unknown>;
  /** This entry was pushed by openModal, so closing goes back to the entry before it. */
  pushed?: boolean;
}

const noop = () => {};
const ScreenUiContext = createContext<ScreenUi>({
  modal: null,
  toast: null,
  openModal: noop,
  closeModal: noop,
  showToast: noop,
});

export function ScreenUiProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [toast, setToast] = useState<string | null>(null);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>();
  const flag = useMemo(() => parseScreenFlags(location.search), [location.search]);
  const state = (location.state ?? null) as WidgetHistoryState | null;

  const modal = useMemo<ScreenUi["modal"]>(() => {
    if (!flag) return null;
    const fromState = state?.screenWidget === flag.name && state.params ? state.params : {};
    return { name: flag.name, params: { ...fromState, ...flag.params } };
  }, [flag, state]);

  const openModal = useCallback(
    (name: string, params: Record<string, unknown> = {}) => {
      if (!MODAL_NAME.test(name)) return;
      // Opening over an open widget replaces it, so one back press still closes the whole stack.
      const pushed = flag ? !!state?.pushed : true;
      navigate(
        { pathname: location.pathname, search: withScreenFlag(location.search, name, params), hash: location.hash },
        { replace: !!flag, preventScrollReset: true, state: { screenWidget: name, params, pushed } satisfies WidgetHistoryState },
      );
    },
    [navigate, location.pathname, location.search, location.hash, flag, state],
  );

  const closeModal = useCallback(() => {
    if (!flag) return;
    if (state?.pushed) navigate(-1);
    else navigate({ pathname: location.pathname, search: withoutScreenFlags(location.search), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [navigate, flag, state, location.pathname, location.search, location.hash]);

  const showToast = useCallback((message: string) => {
    setToast(message);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setToast(null), 2500);
  }, []);

  const value = useMemo<ScreenUi>(() => ({ modal, toast, openModal, closeModal, showToast }), [modal, toast, openModal, closeModal, showToast]);
  return <ScreenUiContext.Provider value={value}>{children}</ScreenUiContext.Provider>;
}

export const useScreenUi = () => useContext(ScreenUiContext);
