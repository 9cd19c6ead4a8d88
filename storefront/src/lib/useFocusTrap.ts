import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * A modal's keyboard behaviour: Tab and Shift+Tab stay inside `container` (its enabled buttons,
 * links and inputs outside `[inert]`), Escape calls `onClose`, and when the modal goes, focus goes
 * back to whatever had it when the modal opened. Call it before any effect that moves focus in.
 * Returns the container's onKeyDown.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(container.current?.querySelectorAll<HTMLElement>('button, a[href], input') ?? [])].filter(
      (element) => !element.closest('[inert]') && !element.hasAttribute('disabled'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
