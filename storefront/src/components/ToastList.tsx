import type { Toast } from '../state/toasts';
import './ToastList.css';

export function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toast-list" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.kind}${toast.leaving ? ' toast--leaving' : ''}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
