import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useBook } from '../../api/get-book';
import type { Book } from '../../model/book-contract';
import { ActionList } from './action-list';
import { BookCounts } from './book-counts';

// /advisor/useroverview (issue 15, Deliver 2): the adviser's client book. Tablet first: the
// figures beside the action list in landscape, above it in portrait and on a phone.

function RulesNote({ book }: { book: Book }) {
  const months = book.rules.reviewPeriodMonths;
  return (
    <chakra.details borderWidth="1px" borderRadius="l3" px={4} py={3} textStyle="sm">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        How the list is made
      </chakra.summary>
      <Stack as="ul" gap={1} mt={2} ps={5}>
        <li>KYC waiting for your check (oldest first), or rejected and not yet submitted again.</li>
        <li>
          Risk profiles older than your review period ({months} {months === 1 ? 'month' : 'months'}
          ), or missing for an active client.
        </li>
        <li>Holdings of a model portfolio drifted outside the model&apos;s band.</li>
        <li>Goals off track or at risk, as the goals screen judges them.</li>
        <li>
          Cash above your idle-cash threshold (
          {formatCompactRupees(book.rules.idleCashThresholdPaise)}).
        </li>
        <li>A client&apos;s chat messages after your last reply to them.</li>
      </Stack>
      <Text mt={2} color="fg.muted">
        The review period and threshold are in Settings. Each item has an urgency from 1 to 100; the
        rules and their scores are written out in docs/client-book.md.
      </Text>
    </chakra.details>
  );
}

export function BookScreen({ title }: { title: string }) {
  const query = useBook();
  return (
    <PageFrame
      title={title}
      description="Your whole book at a glance, and who needs attention today."
    >
      <QueryState query={query} loadingHeight="32rem">
        {({ data: book, cache, cachedAt }) => (
          <Stack gap={5}>
            <Box>
              <AsOf cache={cache} cachedAt={cachedAt} />
              <Text textStyle="sm" color="fg.muted" data-testid="book-as-of">
                Prices as of{' '}
                {book.asOf.archiveDate
                  ? formatIsoDate(book.asOf.archiveDate)
                  : 'no market data yet'}
                ; worked out at{' '}
                <time dateTime={book.computedAt}>
                  {formatIndianDateTime(new Date(book.computedAt))}
                </time>
                .
              </Text>
            </Box>
            {book.clients === 0 ? (
              <ScreenEmptyState
                title="No clients yet"
                description="Investors who choose you as their adviser appear here, with what needs your attention."
              />
            ) : (
              <Box
                display="grid"
                gap={6}
                gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
                alignItems="start"
              >
                <Stack as="section" gap={4}>
                  <Heading as="h2" srOnly>
                    Your book in figures
                  </Heading>
                  <BookCounts book={book} />
                </Stack>
                <Stack as="section" gap={4}>
                  <ActionList actions={book.actions} />
                  <RulesNote book={book} />
                </Stack>
              </Box>
            )}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
