// The page's view of the network for the offline indicator: offline when the browser says so,
// or when the last API call could not reach the server (navigator.onLine stays true on a
// captive portal or a dead mobile link). The next call that reaches the server clears it.

type Listener = () => void;

const listeners = new Set<Listener>();
let failing = false;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let offline = browserOffline();

function update() {
  const next = browserOffline() || failing;
  if (next === offline) return;
  offline = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    failing = false;
    update();
  });
  window.addEventListener('offline', update);
}

export const connectivity = {
  isOffline: (): boolean => offline,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** A call got no answer, or was answered from the cache because the network failed. */
  reportFailure: () => {
    failing = true;
    update();
  },
  /** A call was answered by the server. */
  reportSuccess: () => {
    failing = false;
    update();
  },
};
