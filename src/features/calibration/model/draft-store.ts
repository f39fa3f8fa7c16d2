import type { Calibration } from '../../../domain/calibration';

/**
 * The sliders' unsaved calibration, outside React state (issue 16, Deliver 5: a frame a move).
 * The screen's layout renders once; only the parts that show the draft subscribe to it
 * (useSyncExternalStore), so a slider move renders the sliders and, deferred, the figures,
 * never the page around them. null: the saved calibration is in use.
 */
export interface DraftStore {
  subscribe: (listener: () => void) => () => void;
  draft: () => Calibration | null;
  set: (draft: Calibration | null) => void;
}

export function createDraftStore(): DraftStore {
  let draft: Calibration | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    draft: () => draft,
    set: (next) => {
      if (next === draft) return;
      draft = next;
      for (const listener of listeners) listener();
    },
  };
}
