import { useCallback, useSyncExternalStore } from 'react';
import { formatIndianMobile } from '../model/phone-display';

// libphonenumber (model/phone.ts) loads only when a screen shows a number that
// model/phone-display.ts cannot format itself (another country, a landline), so the contacts
// screen's first visit does not carry its metadata (issue 19). Until it arrives such a number is
// shown as stored ("+12025550123"), then grouped.

type Format = (e164: string) => string;

let library: Format | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadLibrary() {
  loading ??= import('../model/phone').then(
    (module) => {
      library = module.formatPhone;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline before the chunk was cached: the number stays as stored; the next render retries.
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getLibrary = () => library;

/** model/phone.ts's `formatPhone`, for screens: the same text, once the library is needed and loaded. */
export function useFormatPhone(): Format {
  const loaded = useSyncExternalStore(subscribe, getLibrary, getLibrary);
  return useCallback(
    (e164: string) => {
      const quick = formatIndianMobile(e164);
      if (quick !== null) return quick;
      if (loaded) return loaded(e164);
      // Started while rendering, as React.lazy does; loading it twice is harmless (one promise).
      loadLibrary();
      return e164;
    },
    [loaded],
  );
}
