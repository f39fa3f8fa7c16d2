import { STORAGE_PREFIX } from '@/config';

// Light and dark mode. Chakra's _dark condition keys off a `dark` class on <html>. The choice is
// the user's saved one, else the system's; it is applied before React's first render.

export type ColorMode = 'light' | 'dark';
const KEY = `${STORAGE_PREFIX}:colormode`;
const listeners = new Set<() => void>();

const systemMode = (): ColorMode =>
  window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const savedMode = (): ColorMode | null => {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
};

let mode: ColorMode = 'light';

function apply(next: ColorMode) {
  mode = next;
  const root = document.documentElement;
  root.classList.toggle('dark', next === 'dark');
  root.classList.toggle('light', next === 'light');
  root.style.colorScheme = next;
  listeners.forEach((listener) => listener());
}

export function initColorMode() {
  apply(savedMode() ?? systemMode());
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (savedMode() === null) apply(systemMode());
  });
}

export function setColorMode(next: ColorMode) {
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Not saved (private mode): still applies for this visit.
  }
  apply(next);
}

export const colorModeStore = {
  getSnapshot: () => mode,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
