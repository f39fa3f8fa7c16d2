import { Box, Button, chakra, Heading, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { FormAlert } from '@/ui/form-alert';
import { saveFile } from '@/ui/save-file';
import { useOffline } from '@/ui/use-offline';
import { fetchCalendarExport } from '../api/export-ics';
import { useCalendarFeed, useCreateFeed, useRevokeFeed } from '../api/feed';
import { formatDayRange, type DayRange } from '../model/calendar-view';

// "Subscribe in your phone's calendar" (issue 18): a private address (a secret token) that Google
// Calendar, Apple Calendar or Outlook adds and refreshes by itself. The server keeps only a hash
// of the token, so the address is shown once, when it is made; a new one replaces it (the old
// stops working) and "Turn off" revokes it. Also the days on screen as a one-off .ics download.

export function SubscribePanel({ range }: { range: DayRange }) {
  const feed = useCalendarFeed();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const offline = useOffline();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  const fresh = create.data && !revoke.isSuccess ? create.data : null;
  const state = feed.data?.data;
  const active = fresh !== null || (!revoke.isSuccess && (state?.active ?? false));
  const createdAt = fresh?.createdAt ?? state?.createdAt ?? null;
  const failure = create.error ?? revoke.error;

  const make = () => {
    setCopied(null);
    setConfirmRotate(false);
    revoke.reset();
    create.mutate();
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const downloadIcs = async () => {
    setDownload({ busy: true, error: null });
    try {
      const file = await fetchCalendarExport(range);
      saveFile(file.blob, file.fileName);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: dataErrorMessage(error) });
    }
  };

  return (
    <Box as="section" aria-labelledby="subscribe-heading">
      <Heading as="h2" id="subscribe-heading" size="md" mb={2}>
        Subscribe in your phone’s calendar
      </Heading>
      <Stack gap={3}>
        <Text textStyle="sm" color="fg.muted">
          A private address your calendar app (Google Calendar, Apple Calendar, Outlook) adds with
          “Subscribe” or “From URL”, and keeps up to date by itself: the last 3 months and the next
          12. <strong>Anyone with the link sees these events</strong>, so keep it to yourself; if it
          was shared, make a new one and the old one stops working.
        </Text>
        {failure ? <FormAlert status="error" title={dataErrorMessage(failure)} /> : null}
        {fresh ? (
          <Stack gap={2} data-testid="feed-url">
            <chakra.label htmlFor="calendar-feed-url" textStyle="sm" fontWeight="medium">
              Your private calendar address (shown only now: copy it)
            </chakra.label>
            <chakra.input
              id="calendar-feed-url"
              css={input}
              readOnly
              value={fresh.url}
              fontFamily="mono"
              textStyle="xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <HStack gap={2} wrap="wrap">
              <Button size="sm" colorPalette="purple" onClick={() => void copy(fresh.url)}>
                Copy the address
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={fresh.url.replace(/^https?:/, 'webcal:')}>Open in my calendar app</a>
              </Button>
            </HStack>
            <Text textStyle="sm" role="status" color={copied === 'no' ? 'fg.error' : 'fg.muted'}>
              {copied === 'yes'
                ? 'Copied.'
                : copied === 'no'
                  ? 'Could not copy: select the address and copy it yourself.'
                  : ''}
            </Text>
          </Stack>
        ) : active ? (
          <Text textStyle="sm" data-testid="feed-active">
            Your private address is on
            {createdAt ? `, made ${formatIndianDateTime(new Date(createdAt))}` : ''}. For safety it
            is not shown again: make a new one to add it to another calendar.
          </Text>
        ) : feed.isSuccess || revoke.isSuccess ? (
          <Text textStyle="sm" data-testid="feed-off">
            {revoke.isSuccess
              ? 'Turned off: the old address no longer works.'
              : 'No private address yet.'}
          </Text>
        ) : null}

        {offline ? (
          <Text textStyle="sm" color="fg.muted">
            Making or turning off the address needs a connection.
          </Text>
        ) : confirmRotate ? (
          <HStack gap={2} wrap="wrap" role="group" aria-label="Confirm a new address">
            <Text textStyle="sm" flex="1 1 12rem">
              Calendars using the current address stop updating until you add the new one.
            </Text>
            <Button size="sm" colorPalette="purple" loading={create.isPending} onClick={make}>
              Make a new address
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmRotate(false)}>
              Keep the current one
            </Button>
          </HStack>
        ) : (
          <HStack gap={2} wrap="wrap">
            {active ? (
              <>
                <Button size="sm" variant="outline" onClick={() => setConfirmRotate(true)}>
                  Make a new address
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={revoke.isPending}
                  onClick={() => {
                    create.reset();
                    revoke.mutate();
                  }}
                >
                  Turn off the address
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                colorPalette="purple"
                loading={create.isPending}
                disabled={feed.isPending}
                onClick={make}
              >
                Make my private address
              </Button>
            )}
          </HStack>
        )}

        <Box borderTopWidth="1px" pt={3}>
          <Button
            size="sm"
            variant="outline"
            loading={download.busy}
            onClick={() => void downloadIcs()}
          >
            Download .ics ({formatDayRange(range)})
          </Button>
          <Text textStyle="xs" color="fg.muted" mt={1}>
            The days on screen as a file to import once; it does not update.
          </Text>
          {download.error ? (
            <Text textStyle="sm" color="fg.error" role="alert" mt={1}>
              {download.error}
            </Text>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
