import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** Names the table for screen readers; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  children: ReactNode;
}

// The slim theme (src/ui/theme/system.ts) leaves the table recipe out of the first visit's
// bundle; these screens bring it along in their own chunk.

/** A captioned table that scrolls sideways on phones, reachable by keyboard. */
export function DataTable({ caption, hideCaption = false, children }: DataTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l3"
      tabIndex={0}
      role="region"
      aria-label={caption}
      focusRing="outside"
      _print={{ overflow: 'visible', whiteSpace: 'normal' }}
    >
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption
          captionSide="top"
          textAlign="start"
          px={3}
          py={2}
          textStyle="sm"
          srOnly={hideCaption}
        >
          {caption}
        </Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A column heading with its scope, right-aligned for numbers. */
export function Th({ children, numeric = false }: { children: ReactNode; numeric?: boolean }) {
  return (
    <Table.ColumnHeader scope="col" textAlign={numeric ? 'end' : 'start'}>
      {children}
    </Table.ColumnHeader>
  );
}

/** A number cell: right-aligned, figures lined up. */
export function Num({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
      {children}
    </Table.Cell>
  );
}
