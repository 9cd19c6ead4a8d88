import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../lib/useFocusTrap';

/** A modal dialog: focus moves in and stays in, Escape or × closes it, focus returns after. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const onKeyDown = useFocusTrap(panel, onClose);

  useEffect(() => {
    panel.current
      ?.querySelector<HTMLElement>('.dialog__body input, .dialog__body button, .dialog__body a, .dialog__close')
      ?.focus();
  }, []);

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
