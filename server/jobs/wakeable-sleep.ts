export interface WakeableSleep {
  sleep: (ms: number) => Promise<void>;
  /** Ends the current sleep; while awake, makes the next sleep return at once (no lost wake). */
  wake: () => void;
}

export function createWakeableSleep(): WakeableSleep {
  let pending: (() => void) | undefined;
  let woken = false;
  return {
    sleep: (ms) => {
      if (woken) {
        woken = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        // A forgotten worker must not keep a script's process alive.
        timer.unref();
        pending = done;
      });
    },
    wake: () => {
      if (pending) pending();
      else woken = true;
    },
  };
}
