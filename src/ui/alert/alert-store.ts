import { ALERT_AUTO_HIDE_MS } from '@/config';

// Spec 8: a banner alert shows a message of type info by default; it hides after 5 seconds or
// on click. One banner at a time: a new message replaces the current one and restarts the timer.

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertMessage {
  id: number;
  message: string;
  type: AlertType;
}

type Listener = () => void;

let current: AlertMessage | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export function hideAlert(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

export function showAlert(message: string, type: AlertType = 'info'): number {
  clearTimeout(timer);
  const alert: AlertMessage = { id: nextId++, message, type };
  current = alert;
  timer = setTimeout(() => hideAlert(alert.id), ALERT_AUTO_HIDE_MS);
  emit();
  return alert.id;
}

export const alertStore = {
  getSnapshot: (): AlertMessage | null => current,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
