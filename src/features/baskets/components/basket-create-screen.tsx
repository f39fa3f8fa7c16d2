import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatIsoDate } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { readBasketDraft } from '../api/basket-draft';
import { useStockTable } from '../api/stock-table-get';
import { useThemes } from '../api/themes-get';
import { rowsBySymbol } from '../model/basket-figures';
import { startingForm } from '../model/basket-form';
import { BasketCreateForm } from './basket-create-form';
import type { SelectionPath } from './baskets-home';

// /investor/baskets/basketscreate?symbols=…&themeId=…&goalId=…: waits for the stock table (the
// weights and minimum come from it) and, when a theme is named, the themes; then starts the form
// from the theme, the picks in the address, or the draft kept on this device.

interface BasketCreateScreenProps {
  title: string;
  sub: string;
  symbols: readonly string[];
  themeId?: string | undefined;
  goalId?: string | undefined;
  selectionPath: SelectionPath;
}

export function BasketCreateScreen({
  title,
  sub,
  symbols,
  themeId,
  goalId,
  selectionPath,
}: BasketCreateScreenProps) {
  const table = useStockTable();
  const themes = useThemes();
  const [draft] = useState(() => readBasketDraft(sub));
  const rows = useMemo(() => rowsBySymbol(table.data?.data.rows ?? []), [table.data]);
  const waitingForTheme = themeId !== undefined && themes.isPending;
  const theme = themeId
    ? (themes.data?.data.themes.find((one) => one.id === themeId) ?? null)
    : null;

  const body = () => {
    if (table.isPending || waitingForTheme) return <Skeleton h="96" borderRadius="l3" />;
    if (table.isError) {
      return (
        <DataError
          error={table.error}
          onRetry={() => void table.refetch()}
          retrying={table.isFetching}
        />
      );
    }
    const initial = startingForm({ draft, symbols, theme });
    return (
      <Stack gap={4}>
        <Text textStyle="sm" color="fg.muted">
          Prices and figures of the close of {formatIsoDate(table.data.data.date)}.
        </Text>
        <AsOf cache={table.data.cache} cachedAt={table.data.cachedAt} />
        {table.data.data.factorsPending ? (
          <Text textStyle="sm" color="fg.warning" role="status">
            Today’s factor scores are still being worked out: weighting by factor score treats every
            stock as unscored until they are ready.
          </Text>
        ) : null}
        {themeId && !theme ? (
          <Text textStyle="sm" color="fg.warning" role="status">
            That ready-made basket is not offered today, so the form starts from your own picks.
          </Text>
        ) : null}
        <BasketCreateForm
          key={`${themeId ?? ''}|${symbols.join(',')}`}
          sub={sub}
          initial={initial}
          rows={rows}
          table={table.data.data.rows}
          goalId={goalId}
          selectionPath={selectionPath}
        />
      </Stack>
    );
  };

  return (
    <PageFrame
      title={title}
      description="Choose the stocks and how to weigh them. We work out the least amount that buys every stock in about those weights."
    >
      {body()}
    </PageFrame>
  );
}
