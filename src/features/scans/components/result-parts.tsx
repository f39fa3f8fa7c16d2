import { Badge, chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatChangePercent, formatRupees } from '@/ui/format-money';
import type { ScanRow } from '../model/results';

// The pieces a result row shows the same way in the table (tablets) and the cards (phones).

export function StockCell({ row, isNew }: { row: ScanRow; isNew: boolean }) {
  return (
    <Stack gap={0} minW={0}>
      <HStack gap={1}>
        <ChakraLink asChild fontWeight="semibold" colorPalette="purple">
          <Link
            to="/stocks/exchange/$exchangecd/symbol/$symbol"
            params={{ exchangecd: 'NSE', symbol: row.symbol }}
          >
            {row.symbol}
          </Link>
        </ChakraLink>
        {isNew ? (
          <Badge size="sm" colorPalette="green" data-testid="new-match">
            New
            <chakra.span srOnly> match since the last data update</chakra.span>
          </Badge>
        ) : null}
      </HStack>
      <Text fontSize="xs" color="fg.muted" truncate maxW="14rem">
        {row.name}
      </Text>
    </Stack>
  );
}

export const closeText = (row: ScanRow) => formatRupees(Math.round(row.close * 100));

/** The day's change in percent; the sign says which way (colour is not the only cue). */
export function ChangeCell({ percent }: { percent: number | null }) {
  const color =
    percent === null || percent === 0 ? 'fg.muted' : percent > 0 ? 'green.fg' : 'red.fg';
  return (
    <Text as="span" color={color} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {formatChangePercent(percent)}
    </Text>
  );
}
