/** What the update prompt shows. A new object on every change (useSyncExternalStore compares by identity). */
export interface SwUpdateSnapshot {
  /** A new version is installed and waiting for the user to reload. */
  readonly updateAvailable: boolean;
  /** The user chose Later for this version; a newer version asks again. */
  readonly dismissed: boolean;
  /** The user chose Reload: the new version is taking over, then the page reloads once. */
  readonly applying: boolean;
}

/** The browser side effects, supplied by register-sw.ts (and by tests). */
export interface SwUpdateDriver {
  /** Asks the waiting worker to take over; false when none waits (another tab already took it). */
  skipWaiting: () => boolean;
  reload: () => void;
}

/** Plain functions, safe to pass around unbound (useSyncExternalStore, onClick). */
export interface SwUpdateStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SwUpdateSnapshot;
  connect: (driver: SwUpdateDriver) => void;
  /** A new worker finished installing and waits. */
  updateFound: () => void;
  /** The page's controlling worker changed (workbox-window's 'controlling'). */
  controllerChanged: () => void;
  applyUpdate: () => void;
  dismiss: () => void;
}

const IDLE: SwUpdateSnapshot = { updateAvailable: false, dismissed: false, applying: false };

export function createSwUpdateStore(): SwUpdateStore {
  let snapshot = IDLE;
  let driver: SwUpdateDriver | undefined;
  let reloading = false;
  const listeners = new Set<() => void>();

  const set = (next: SwUpdateSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const reloadOnce = () => {
    if (reloading || !driver) return;
    reloading = true;
    driver.reload();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    connect: (next) => {
      driver = next;
    },
    updateFound: () => {
      if (snapshot.applying) return;
      set({ updateAvailable: true, dismissed: false, applying: false });
    },
    controllerChanged: () => {
      // Only a reload the user asked for: another tab may activate the new version at any time,
      // and this page keeps what the user typed until they choose Reload here too.
      if (snapshot.applying) reloadOnce();
    },
    applyUpdate: () => {
      if (!driver || !snapshot.updateAvailable || snapshot.applying) return;
      set({ ...snapshot, applying: true });
      if (!driver.skipWaiting()) reloadOnce();
    },
    dismiss: () => {
      if (snapshot.updateAvailable && !snapshot.applying) set({ ...snapshot, dismissed: true });
    },
  };
}
