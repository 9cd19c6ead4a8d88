import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastList } from '../components/ToastList';

/** docs/product.md §9: a toast stays 3000 ms, then fades out over 300 ms. */
export const TOAST_VISIBLE_MS = 3000;
export const TOAST_FADE_MS = 300;

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  leaving: boolean;
}

interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const show = useCallback(
    (message: string, kind: ToastKind) => {
      const id = nextId.current++;
      // A newer toast replaces older ones of its kind, and a success makes earlier errors stale
      // ("Please select a size first" after the add went through): at most two are ever shown.
      const replaced = (toast: Toast) => toast.kind === kind || kind === 'success';
      setToasts((current) => [...current.filter((toast) => !replaced(toast)), { id, message, kind, leaving: false }]);
      later(TOAST_VISIBLE_MS, () =>
        setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast))),
      );
      later(TOAST_VISIBLE_MS + TOAST_FADE_MS, () => setToasts((current) => current.filter((toast) => toast.id !== id)));
    },
    [later],
  );

  const api = useMemo<ToastApi>(
    () => ({ success: (message) => show(message, 'success'), error: (message) => show(message, 'error') }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
