import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SCAN_TABS, type ScanTab } from '../model/search';

// The screen's three tabs as plain buttons styled by Chakra's tabs recipe: its Tabs component's
// state machine (and the presence code it brings) is about 13 KiB gzip of the first visit
// (issue 19). As Chakra's Tabs did: arrow keys (and Home, End) move to a tab and open it
// (automatic activation, WAI-ARIA APG), and every panel stays mounted, hidden when not chosen.

/** Which tab a key moves to from `index` (wrapping); none for other keys. */
const keyTarget = (key: string, index: number): number | null => {
  const last = SCAN_TABS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
};

interface ScanTabsProps {
  tab: ScanTab;
  onTab: (tab: ScanTab) => void;
  labels: Record<ScanTab, ReactNode>;
  panels: Record<ScanTab, ReactNode>;
}

export function ScanTabs({ tab, onTab, labels, panels }: ScanTabsProps) {
  const styles = useSlotRecipe({ recipe: tabsSlotRecipe })({ variant: 'line', size: 'md' });
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index);
    const value = target === null ? undefined : SCAN_TABS[target];
    if (target === null || value === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
    onTab(value);
  };

  return (
    <chakra.div css={styles.root} colorPalette="purple" data-orientation="horizontal">
      <chakra.div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        overflowX="auto"
        overflowY="hidden"
        mb={5}
      >
        {SCAN_TABS.map((value, index) => {
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
      {SCAN_TABS.map((value) => (
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
          {panels[value]}
        </chakra.div>
      ))}
    </chakra.div>
  );
}
