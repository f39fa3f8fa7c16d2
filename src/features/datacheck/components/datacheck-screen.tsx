import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { PageFrame } from '@/ui/page-frame';
import { useDataCheck } from '../api/datacheck-get';
import { windowWords } from '../model/view';
import { AnomaliesTable } from './anomalies-table';
import { FreshnessCards } from './freshness-cards';
import { ImportHistory } from './import-history';
import { SymbolGaps } from './symbol-gaps';
import { WindowChooser } from './window-chooser';

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Stack gap={0.5}>
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {note ? (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * /advisor/datacheck (issue 15, Deliver 5): the market archive's freshness, missing trading
 * days, stocks with gaps, anomalies in the chosen window and the import history, all computed
 * by the server from the database (rules: docs/data-check.md). Opens from the saved answer
 * offline, with "as of".
 */
export function DataCheckScreen({ title, days }: { title: string; days: number }) {
  const query = useDataCheck(days);
  const body = () => {
    if (query.isPending) return <Skeleton h="96" borderRadius="l3" />;
    if (!query.data) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    const check = query.data.data;
    return (
      <Stack gap={8} opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isFetching}>
        <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
        <FreshnessCards check={check} />
        <Section
          id="datacheck-gaps"
          title="Stocks with gaps"
          note="Active NSE stocks with no price on a day other stocks traded, after their first price."
        >
          <SymbolGaps gaps={check.symbolGaps} days={check.days} />
        </Section>
        <Section
          id="datacheck-anomalies"
          title="Anomalies"
          note={`In ${windowWords(check.days)}: moves over 20 % with no split or bonus, zero volume, a close unchanged for 5 or more trading days, a latest price older than the last trading day.`}
        >
          <AnomaliesTable
            anomalies={check.anomalies}
            total={check.anomalyCount}
            days={check.days}
          />
        </Section>
        <Section
          id="datacheck-imports"
          title="Import history"
          note="Every load into the archive, newest first (the last 50)."
        >
          <ImportHistory imports={check.imports} />
        </Section>
      </Stack>
    );
  };
  return (
    <PageFrame
      title={title}
      description="Freshness of the market data behind every screen, and what looks wrong in it."
      actions={<WindowChooser days={days} />}
    >
      {body()}
    </PageFrame>
  );
}
