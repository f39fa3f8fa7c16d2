import { Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { colorModeStore, setColorMode } from './color-mode';

export function ColorModeToggle() {
  const mode = useSyncExternalStore(colorModeStore.subscribe, colorModeStore.getSnapshot);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => setColorMode(next)}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </Button>
  );
}
