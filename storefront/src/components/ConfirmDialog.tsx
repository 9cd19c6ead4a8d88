import { Dialog } from './Dialog';

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <p>{question}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          No
        </button>
      </div>
    </Dialog>
  );
}
