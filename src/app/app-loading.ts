// Spec 4: an app-level loading state, on before each navigation and off after it; the root view
// shows its spinner while it is on (the second spinner condition of spec 4).

type Listener = () => void;
let loading = false;
const listeners = new Set<Listener>();

export const appLoading = {
  set: (value: boolean) => {
    if (loading === value) return;
    loading = value;
    listeners.forEach((listener) => listener());
  },
  getSnapshot: () => loading,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
