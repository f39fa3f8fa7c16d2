import { Box, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { FormAlert } from '@/ui/form-alert';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import { useMeetingClients } from '../api/clients-get';
import { useCalendarEvents } from '../api/events-get';
import { useMeetings } from '../api/meetings-get';
import { useMeetingsInOutbox } from '../api/meeting-write';
import { monthGrid, todayInIst, weekOf, type Day } from '../model/calendar-dates';
import type { CalendarSearch } from '../model/calendar-search';
import {
  defaultView,
  stepAnchor,
  viewRange,
  viewTitle,
  type CalendarView,
} from '../model/calendar-view';
import type { CalendarEvent, Meeting, MeetingParty } from '../model/contract';
import { meetingOfEvent, meetingStage } from '../model/meeting-rules';
import { agendaGroups, placeEvents } from '../model/placement';
import { deviceTimeZone } from '../model/time-display';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { DayGrid } from './day-grid';
import { AgendaList, DayPanel } from './event-list';
import { MeetingsPanel } from './meetings-panel';
import { SubscribePanel } from './subscribe-panel';
import { WeekGrid } from './week-grid';
import type { EventDetailProps } from './event-detail';
import type { SuggestTimesDialogProps } from './suggest-times-dialog';

// The dialogs load the first time they open (issue 19: Chakra's Dialog is not in the first visit).
const EventDetail = lazyWhenOpen<EventDetailProps>(
  () => import('./event-detail').then((m) => m.EventDetail),
  (p) => p.event !== null,
);
const SuggestTimesDialog = lazyWhenOpen<SuggestTimesDialogProps>(
  () => import('./suggest-times-dialog').then((m) => m.SuggestTimesDialog),
  (p) => p.meeting !== null,
);

// /investor/calendar and /advisor/calendar (issue 18, Deliver 1): one screen for both sides.
// Month, week (an hour grid) and agenda views of the events the server computes (a phone opens
// on the agenda, a tablet on the month), days in IST; the meetings and their answers (a time
// still proposed is on the calendar too, dashed); the private subscription and the .ics download. The view and day live in the address, so a reload or an offline start
// (from the saved answer, with "as of") shows the same days.

export interface CalendarScreenProps {
  viewer: MeetingParty;
  title: string;
  search: CalendarSearch;
  /** Moves the address; `replace` for moves made with the grid's keys. */
  onNavigate: (search: CalendarSearch, replace: boolean) => void;
}

const DESCRIPTION: Record<MeetingParty, string> = {
  investor:
    'Dividends and results of your stocks, SIP dates, goal reviews, premiums and meetings with your adviser. Times in IST.',
  advisor:
    'Meetings with your clients, their reviews, risk-profile renewals and premiums, and market holidays. Times in IST.',
};

export function CalendarScreen({ viewer, title, search, onNavigate }: CalendarScreenProps) {
  const tablet = useMediaQuery(TABLET_UP);
  const [now] = useState(() => new Date());
  const today = todayInIst(now);
  const [deviceZone] = useState(deviceTimeZone);
  const view: CalendarView = search.view ?? defaultView(tablet);
  const day: Day = search.day ?? today;
  const range = viewRange(view, day);
  const weekDays = useMemo(() => weekOf(day), [day]);

  const query = useCalendarEvents(range);
  const meetings = useMeetings();
  const clients = useMeetingClients(viewer === 'advisor');
  const inOutbox = useMeetingsInOutbox();
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const [suggesting, setSuggesting] = useState<Meeting | null>(null);
  const [queued, setQueued] = useState(false);

  const events = query.data?.data.events;
  const byDay = useMemo(
    () => placeEvents(events ?? [], range.from, range.to),
    [events, range.from, range.to],
  );
  const names = useMemo(
    () => new Map((clients.data?.data.investors ?? []).map((one) => [one.id, one.name])),
    [clients.data],
  );
  const clientNameOf = (event: CalendarEvent) =>
    event.investorSub ? (names.get(event.investorSub) ?? 'A client') : undefined;
  const meetingList = meetings.data?.data.meetings ?? [];
  const needsYou = meetingList.filter(
    (meeting) => meetingStage(meeting, viewer) === 'your-turn',
  ).length;

  const go = (next: CalendarSearch, replace = false) => onNavigate(next, replace);
  const onSaved = (state: 'sent' | 'queued') => setQueued(state === 'queued');
  const openedMeeting =
    opened?.kind === 'meeting' ? meetingOfEvent(opened.id, meetingList) : undefined;
  const titleId = 'calendar-range-title';
  const listContext = { deviceZone, clientNameOf, onOpen: setOpened };

  return (
    <PageFrame title={title} description={DESCRIPTION[viewer]}>
      <Stack gap={6}>
        {needsYou > 0 ? (
          <FormAlert
            status="info"
            title={`${needsYou} ${needsYou === 1 ? 'meeting needs' : 'meetings need'} your answer`}
          >
            <a href="#meetings">Go to the meetings</a>
          </FormAlert>
        ) : null}
        {queued ? (
          <FormAlert status="info" title="Saved on this device">
            You seem to be offline: it is sent when the signal returns.
          </FormAlert>
        ) : null}

        <Box as="section" aria-labelledby={titleId}>
          <CalendarToolbar
            view={view}
            title={viewTitle(view, day)}
            titleId={titleId}
            onStep={(direction) => go({ ...search, day: stepAnchor(view, day, direction) })}
            onToday={() => go({ view: search.view })}
            onView={(next) => go({ view: next, day: search.day })}
          />
          <QueryState query={query} loadingHeight="28rem">
            {({ data, cache, cachedAt }) => (
              <Stack gap={3}>
                <HStack justify="space-between" gap={2} wrap="wrap" minH="1.5rem">
                  <AsOf cache={cache} cachedAt={cachedAt} />
                  {query.isPlaceholderData ? (
                    <HStack gap={2} role="status">
                      <Spinner size="xs" />
                      <Text textStyle="sm" color="fg.muted">
                        Loading these days…
                      </Text>
                    </HStack>
                  ) : data.demo ? (
                    <Text textStyle="xs" color="fg.muted">
                      Includes demo data
                    </Text>
                  ) : null}
                </HStack>
                {view === 'agenda' ? (
                  (() => {
                    const groups = agendaGroups(byDay, range.from, range.to, today);
                    return groups.length === 0 ? (
                      <ScreenEmptyState
                        title="Nothing in these four weeks"
                        description="Use Next to look further ahead, or the month view to see more at once."
                      />
                    ) : (
                      <AgendaList groups={groups} {...listContext} />
                    );
                  })()
                ) : (
                  <Grid
                    gap={4}
                    templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 18rem' }}
                    alignItems="start"
                  >
                    {view === 'week' ? (
                      <WeekGrid
                        days={weekDays}
                        today={today}
                        selected={day}
                        byDay={byDay}
                        compact={!tablet}
                        deviceZone={deviceZone}
                        labelledBy={titleId}
                        clientNameOf={clientNameOf}
                        onSelect={(chosen) => go({ ...search, day: chosen }, true)}
                        onOpenEvent={setOpened}
                      />
                    ) : (
                      <DayGrid
                        weeks={monthGrid(day)}
                        view={view}
                        month={day.slice(0, 7)}
                        today={today}
                        selected={day}
                        byDay={byDay}
                        compact={!tablet}
                        labelledBy={titleId}
                        onSelect={(chosen) => go({ ...search, day: chosen }, true)}
                        onOpenEvent={setOpened}
                      />
                    )}
                    <DayPanel day={day} placed={byDay.get(day) ?? []} {...listContext} />
                  </Grid>
                )}
                <CalendarLegend viewer={viewer} />
              </Stack>
            )}
          </QueryState>
        </Box>

        <Grid gap={8} templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}>
          <MeetingsPanel
            viewer={viewer}
            deviceZone={deviceZone}
            today={today}
            sheet={!tablet}
            onSuggest={setSuggesting}
            onSaved={onSaved}
          />
          <SubscribePanel range={range} />
        </Grid>
      </Stack>

      <EventDetail
        event={opened}
        onClose={() => setOpened(null)}
        sheet={!tablet}
        deviceZone={deviceZone}
        clientName={opened ? clientNameOf(opened) : undefined}
        viewer={viewer}
        meeting={openedMeeting}
        meetingAnswerWaits={openedMeeting ? inOutbox.answerWaits(openedMeeting.meetingId) : false}
        onSuggest={setSuggesting}
      />
      <SuggestTimesDialog
        meeting={suggesting}
        onClose={() => setSuggesting(null)}
        sheet={!tablet}
        deviceZone={deviceZone}
        today={today}
        onSaved={onSaved}
      />
    </PageFrame>
  );
}
