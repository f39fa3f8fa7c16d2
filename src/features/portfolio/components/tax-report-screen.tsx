import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useCapitalGains } from '../api/capital-gains-get';
import type { CapitalGains } from '../model/contract';
import { PortfolioQueryState } from './dashboard-account-state';
import { saveCsv } from '@/ui/save-file';
import { capitalGainsCsv } from './tax-report-csv';
import { TaxReportLines } from './tax-report-lines';
import { financialYearSpan, TaxReportPrintHeading, TaxReportPrintStyles } from './tax-report-print';
import { TaxReportDividends, TaxReportTotals } from './tax-report-totals';
import { FilterSelect } from './trade-history-fields';

/** The answer's years with a sale, and the year shown (the current one may have none), newest first. */
export const yearChoices = (report: CapitalGains): string[] =>
  [...new Set([report.fy, ...report.financialYears])].sort().reverse();

interface ToolbarProps {
  report: CapitalGains;
  onYear: (fy: string) => void;
}

function Toolbar({ report, onYear }: ToolbarProps) {
  const download = () =>
    saveCsv(capitalGainsCsv(report, new Date()), `capital-gains-FY${report.fy}.csv`);
  return (
    <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap={3} data-print-hide="">
      <Box minW="40">
        <FilterSelect
          id="tax-fy"
          label="Financial year"
          value={report.fy}
          choices={yearChoices(report).map((fy) => [fy, `FY ${fy}`] as const)}
          onValue={onYear}
        />
      </Box>
      <HStack gap={2}>
        <Button size="sm" variant="outline" onClick={download}>
          Download CSV
        </Button>
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </HStack>
    </HStack>
  );
}

function Notes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="tax-notes-heading">
      <Text as="h3" id="tax-notes-heading" fontWeight="semibold" mb={2}>
        Notes
      </Text>
      <Stack as="ul" gap={1} ps={5} textStyle="sm" color="fg.muted">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Stack>
    </Box>
  );
}

interface TaxReportProps {
  /** For the printed heading, when the profile has one. */
  investorName: string | null;
}

/** Capital gains and tax for a financial year (FIFO), with CSV and print for a CA. */
export function TaxReport({ investorName }: TaxReportProps) {
  const [fy, setFy] = useState<string | undefined>(undefined);
  const query = useCapitalGains(fy);
  return (
    <PortfolioQueryState query={query} loadingHeight="80">
      {({ data: report, cache, cachedAt }) => (
        <Stack gap={5} aria-busy={query.isPlaceholderData} data-testid="tax-report">
          <TaxReportPrintStyles />
          <TaxReportPrintHeading fy={report.fy} investorName={investorName} />
          <Toolbar report={report} onYear={setFy} />
          <AsOf cache={cache} cachedAt={cachedAt} />
          <Text as="h2" fontWeight="semibold" textStyle="lg">
            FY {report.fy}{' '}
            <Text as="span" fontWeight="normal" color="fg.muted" textStyle="sm">
              ({financialYearSpan(report.fy)})
            </Text>
          </Text>
          {report.lines.length === 0 ? (
            <ScreenEmptyState
              title={`No sales in FY ${report.fy}`}
              description="Capital gains appear here once you sell shares in this financial year."
            />
          ) : (
            <>
              <TaxReportLines report={report} />
              <TaxReportTotals report={report} />
            </>
          )}
          {report.dividends.gross > 0 || report.dividends.tds > 0 ? (
            <TaxReportDividends dividends={report.dividends} />
          ) : null}
          <Notes notes={report.notes} />
        </Stack>
      )}
    </PortfolioQueryState>
  );
}
