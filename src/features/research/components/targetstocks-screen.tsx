import { Box, Button, Card, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useResearchCalls } from '../api/calls-get';
import type { ResearchCall } from '../model/contract';
import { CallForm } from './call-form';
import { CallList } from './call-list';
import { RecordsExportSection } from './records-export-section';
import { SendSuggestionDialog } from './send-suggestion-dialog-lazy';
import { TrackRecordCards } from './track-record-cards';

// /advisor/targetstocks (issue 16, Deliver 1): the adviser's research calls with their track
// record on top, a "New call" form, for each open call "Send to clients", and at the bottom the
// records export for an inspection (Deliver 6).

export function TargetStocksScreen() {
  const calls = useResearchCalls();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<ResearchCall | null>(null);
  const [sending, setSending] = useState<ResearchCall | null>(null);

  return (
    <PageFrame
      title="Target stocks"
      description="Your research calls: buy, sell or hold with a target, a stop-loss and why. Each closes when a later close reaches the target or the stop, or at its horizon."
      actions={
        making ? null : (
          <Button colorPalette="purple" onClick={() => setMaking(true)}>
            New call
          </Button>
        )
      }
    >
      {making ? (
        <Card.Root variant="outline" mb={6}>
          <Card.Header>
            <Heading as="h2" size="md">
              New call
            </Heading>
          </Card.Header>
          <Card.Body>
            <CallForm
              onCancel={() => setMaking(false)}
              onMade={(call) => {
                setMaking(false);
                setMade(call);
              }}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
      {made ? (
        <Box mb={4}>
          <FormAlert status="success" title={`Your ${made.action} call on ${made.symbol} is made`}>
            <Button size="xs" variant="outline" mt={2} onClick={() => setSending(made)}>
              Send it to clients
            </Button>
          </FormAlert>
        </Box>
      ) : null}
      <QueryState query={calls} loadingHeight="24rem">
        {({ data, cache, cachedAt }) => (
          <>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <TrackRecordCards record={data.record} />
            {data.asOf ? (
              <Text textStyle="xs" color="fg.muted" mb={3}>
                Prices at the close of {formatIsoDate(data.asOf)}; returns against NIFTY 50 over the
                same days.
              </Text>
            ) : null}
            {data.calls.length === 0 ? (
              <ScreenEmptyState
                title="No calls yet"
                description="Make your first call: choose a stock, say buy, sell or hold, the target and stop-loss, and why."
              >
                <Button colorPalette="purple" onClick={() => setMaking(true)}>
                  New call
                </Button>
              </ScreenEmptyState>
            ) : (
              <CallList calls={data.calls} onSend={setSending} />
            )}
          </>
        )}
      </QueryState>
      <RecordsExportSection />
      {sending ? (
        <SendSuggestionDialog
          open
          onOpenChange={(open) => {
            if (!open) setSending(null);
          }}
          source={{ kind: 'call', callId: sending.callId }}
          title={`Send the ${sending.action} call on ${sending.symbol} to clients`}
          defaultCategories={sending.categories}
          onSent={() => void calls.refetch()}
        />
      ) : null}
    </PageFrame>
  );
}
