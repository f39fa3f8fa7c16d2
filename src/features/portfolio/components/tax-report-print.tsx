import { Box, Heading, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { financialYearRange } from '../model/financial-year';
import { formatIsoDate } from '../model/report-format';

// While the statement is on screen, printing leaves out the app's header, navigation and
// anything marked data-print-hide, and prints black on white whatever the colour mode.
const printStyles = {
  '@media print': {
    'header, nav, [data-print-hide]': { display: 'none !important' },
    'html, body': { background: 'white !important' },
    '#main *': { color: 'black !important', background: 'transparent !important' },
    'tr, li': { breakInside: 'avoid' },
  },
} as const;

/** The app's print rules, on while this is mounted. */
export function TaxReportPrintStyles() {
  return <Global styles={printStyles} />;
}

/** "1 Apr 2025 to 31 Mar 2026". */
export function financialYearSpan(fy: string): string {
  const { from, to } = financialYearRange(fy);
  return `${formatIsoDate(from)} to ${formatIsoDate(to)}`;
}

interface PrintHeadingProps {
  fy: string;
  investorName: string | null;
}

/** Only on paper: whose statement, which year, and when it was made. */
export function TaxReportPrintHeading({ fy, investorName }: PrintHeadingProps) {
  const [generatedAt, setGeneratedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setGeneratedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <Box display="none" _print={{ display: 'block' }} mb={4} data-testid="tax-print-heading">
      <Heading as="p" size="lg">
        Capital gains statement, FY {fy}
      </Heading>
      {investorName ? <Text>{investorName}</Text> : null}
      <Text>{financialYearSpan(fy)}</Text>
      <Text>Generated on {formatIndianDateTime(generatedAt)}</Text>
    </Box>
  );
}
