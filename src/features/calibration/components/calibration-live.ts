import { useLayoutEffect } from 'react';
import type { Calibration } from '@/domain/calibration';
import type { DraftStore } from '../model/draft-store';
import type { ModelEffect, Recomputed } from '../model/recompute';

// Issue 16's budget is a frame a slider move at 4x CPU (tests/bench/tanh-page.ts). React renders
// the workbench once; a move sets the draft store, and each live part writes its new figures
// straight into the elements it rendered (text, attributes, a canvas), in the same task as the
// input event: one style, layout and paint a move, and no component runs. React draws again only
// what changes shape (a new stock in the top ten, a model added).

export interface Figures {
  result: Recomputed;
  effects: ModelEffect[] | null;
}

/**
 * What the live parts share: the draft (outside React state), the saved calibration, and the
 * figures of a calibration (recomputed once per calibration, whichever part asks first).
 */
export interface Live {
  store: DraftStore;
  saved: Calibration;
  /** The sliders' calibration: the draft, or the saved one. */
  current: () => Calibration;
  figuresOf: (calibration: Calibration) => Figures;
}

/**
 * Calls `paint` with the current figures before the first paint and on every change of the
 * draft, synchronously (so a move's results are in the page when its input event ends).
 * `paint` writes only to the elements its component rendered; keep it stable (useCallback).
 */
export function useLivePaint(
  live: Live,
  paint: (figures: Figures, calibration: Calibration) => void,
) {
  useLayoutEffect(() => {
    const draw = () => {
      const calibration = live.current();
      paint(live.figuresOf(calibration), calibration);
    };
    draw();
    return live.store.subscribe(draw);
  }, [live, paint]);
}

/**
 * Sets an element's text only when it changed (an unchanged text costs no layout), in its text
 * node when it has one: the layout keeps its box and relays out only the text, where a new node
 * (textContent) would be rebuilt into the layout tree from the element up.
 */
export function setText(element: Element | null, text: string) {
  if (!element) return;
  const node = element.firstChild;
  if (node instanceof Text && node === element.lastChild) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** Sets an attribute only when it changed. */
export function setAttribute(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}
