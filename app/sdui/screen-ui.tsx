/**
 * Screen-level UI state the dispatcher drives: which modal is open, and a short toast.
 * Modals are looked up by name; an unknown name is ignored (a config may name a modal this build lacks).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface ScreenUi {
  modal: { name: string; params?: Record<string, unknown> } | null;
  toast: string | null;
  openModal(name: string, params?: Record<string, unknown>): void;
  closeModal(): void;
  showToast(message: string): void;
}

const noop = () => {};
const ScreenUiContext = createContext<ScreenUi>({
  modal: null,
  toast: null,
  openModal: noop,
  closeModal: noop,
  showToast: noop,
});

export function ScreenUiProvider({ children, initialModal }: { children: ReactNode; initialModal?: string | null }) {
  const [modal, setModal] = useState<ScreenUi["modal"]>(initialModal ? { name: initialModal } : null);
  const [toast, setToast] = useState<string | null>(null);
  const showToast = useCallback((message: string) => {
    setToast(message);
    setTimeout(() => setToast(null), 2500);
  }, []);
  const value = useMemo<ScreenUi>(
    () => ({
      modal,
      toast,
      openModal: (name, params) => setModal({ name, params }),
      closeModal: () => setModal(null),
      showToast,
    }),
    [modal, toast, showToast],
  );
  return <ScreenUiContext.Provider value={value}>{children}</ScreenUiContext.Provider>;
}

export const useScreenUi = () => useContext(ScreenUiContext);
