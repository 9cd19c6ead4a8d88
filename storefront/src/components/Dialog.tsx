import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A modal dialog: focus moves in and stays in, Escape or × closes it, focus returns after. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current
      ?.querySelector<HTMLElement>('.dialog__body input, .dialog__body button, .dialog__body a, .dialog__close')
      ?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('button, a[href], input') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="icon-button dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{title}</h2>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
