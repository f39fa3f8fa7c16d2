import { chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// Tabs as plain buttons styled by Chakra's tabs recipe: its Tabs component's state machine (and
// the presence code it brings) is 11-13 KiB gzip of a screen's first visit (issue 19). Keys as
// the WAI-ARIA APG tabs pattern: arrows move (wrapping), Home and End jump.

/** Which tab a key moves to from `index` of `count` (wrapping); none for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

interface TabStripProps<T extends string> {
  tabs: readonly T[];
  tab: T;
  onTab: (tab: T) => void;
  labels: Record<T, ReactNode>;
  panel: (tab: T) => ReactNode;
  /**
   * 'automatic' (default): an arrow key opens the tab it moves to, and every panel is mounted
   * from the start (hidden when not chosen). 'manual': arrows move focus only, Enter, Space or a
   * click opens, and a panel mounts when first opened: for panels that fetch when they open.
   * Either way a panel once mounted stays mounted, so it keeps its filters and page.
   */
  activation?: 'automatic' | 'manual';
  /** Extra styles for the tab list (e.g. hidden in print). */
  listCss?: SystemStyleObject;
}

export function TabStrip<T extends string>({
  tabs,
  tab,
  onTab,
  labels,
  panel,
  activation = 'automatic',
  listCss,
}: TabStripProps<T>) {
  const styles = useSlotRecipe({ recipe: tabsSlotRecipe })({ variant: 'line', size: 'md' });
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  const mounted = activation === 'automatic' ? tabs : tabs.filter((value) => visited.has(value));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    const value = target === null ? undefined : tabs[target];
    if (target === null || value === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
    if (activation === 'automatic' && value !== tab) onTab(value);
  };

  return (
    <chakra.div css={styles.root} colorPalette="purple" data-orientation="horizontal">
      <chakra.div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={[styles.list, listCss]}
        overflowX="auto"
        overflowY="hidden"
        mb={5}
      >
        {tabs.map((value, index) => {
          const selected = value === tab;
          return (
            <chakra.button
              key={value}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${value}`}
              data-selected={selected ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              css={styles.trigger}
              flexShrink={0}
              onClick={() => {
                if (!selected) onTab(value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labels[value]}
            </chakra.button>
          );
        })}
      </chakra.div>
      {mounted.map((value) => (
        <chakra.div
          key={value}
          role="tabpanel"
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          tabIndex={0}
          hidden={value !== tab}
          data-orientation="horizontal"
          css={styles.content}
        >
          {panel(value)}
        </chakra.div>
      ))}
    </chakra.div>
  );
}
