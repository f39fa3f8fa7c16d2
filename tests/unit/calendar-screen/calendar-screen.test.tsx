import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';
import type { CalendarSearch } from '@/features/calendar/model/calendar-search';
import type { CalendarEvent, Meeting } from '@/features/calendar/model/contract';
import { renderScreen } from '../features/auth/render-screen';

// The calendar screen with the network edge replaced: the gateway answers from a table (parsed
// with the real schemas) and the outbox's submit is recorded. "Now" is fixed to Monday 14 July
// 2025, 12 noon IST; only Date is faked, timers run.

const state = vi.hoisted(
  (): { answers: Record<string, unknown>; cachedAt: Date | null; reads: string[] } => ({
    answers: {},
    cachedAt: null,
    reads: [],
  }),
);
vi.mock('@/api/clients', () => {
  const read = async (
    path: string,
    options: { schema: ZodMiniType<unknown>; query?: Record<string, string> },
  ) => {
    await Promise.resolve();
    state.reads.push(options.query ? `${path}?${new URLSearchParams(options.query)}` : path);
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return {
      data: options.schema.parse(answer),
      cache: state.cachedAt ? 'stale' : null,
      cachedAt: state.cachedAt,
    };
  };
  return { gatewayApi: { read }, archiveApi: { read }, gatewayToken: () => Promise.resolve(null) };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const MEETING_ID = '11111111-1111-4111-8111-111111111111';
const event = (id: string, change: Partial<CalendarEvent>): CalendarEvent => ({
  id,
  kind: 'dividend',
  title: id,
  date: '2025-07-15',
  start: null,
  end: null,
  allDay: true,
  detail: null,
  link: null,
  ...change,
});
const events: CalendarEvent[] = [
  event('dividend:NSE:TCS:2025-07-15', {
    title: 'TCS dividend ₹11 a share',
    detail: 'Ex-date and record date 15 Jul 2025 (T+1 settlement).',
    link: '/stocks/exchange/NSE/symbol/TCS',
  }),
  event('sip:1:2025-07-15', { kind: 'sip', title: 'SIP: Retirement' }),
  event('holiday:2025-07-18', { kind: 'holiday', title: 'Market holiday', date: '2025-07-18' }),
  event(`meeting:${MEETING_ID}`, {
    kind: 'meeting',
    title: 'Half-yearly review',
    date: '2025-07-16',
    allDay: false,
    start: '2025-07-16T15:00:00+05:30',
    end: '2025-07-16T15:30:00+05:30',
  }),
];
const meeting: Meeting = {
  meetingId: MEETING_ID,
  advisor: { sub: 'adv', name: 'Rohan Mehta' },
  investor: { sub: 'inv', name: 'Sunita Rao' },
  title: 'Half-yearly review',
  durationMinutes: 30,
  slots: ['2025-07-16T15:00:00+05:30', '2025-07-17T11:00:00+05:30'],
  proposedBy: 'advisor',
  status: 'proposed',
  start: null,
  location: null,
  note: null,
  isDemo: true,
  createdAt: '2025-07-14T05:00:00Z',
  updatedAt: '2025-07-14T05:00:00Z',
};

function setTablet(tablet: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: tablet && query.includes('min-width: 48em'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const navigations: { search: CalendarSearch; replace: boolean }[] = [];
function Harness({ viewer }: { viewer: 'investor' | 'advisor' }) {
  const [search, setSearch] = useState<CalendarSearch>({});
  return (
    <CalendarScreen
      viewer={viewer}
      title="Calendar"
      search={search}
      onNavigate={(next, replace) => {
        navigations.push({ search: next, replace });
        setSearch(next);
      }}
    />
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-07-14T06:30:00Z'));
  submit.mockReset();
  navigations.length = 0;
  state.reads = [];
  state.cachedAt = null;
  state.answers = {
    '/calendar/events': { events, asOf: '2025-07-14T06:30:00Z', demo: true },
    '/calendar/meetings': { meetings: [meeting], asOf: '2025-07-14T06:30:00Z' },
    '/calendar/feed': { active: false, url: null, createdAt: null },
    '/advisor/investors': { investors: [{ id: 'inv', name: 'Sunita Rao' }] },
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('on a phone', () => {
  it('opens on the agenda of the next four weeks, with each event’s kind in words', async () => {
    setTablet(false);
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    const agenda = await screen.findByTestId('calendar-agenda');
    expect(state.reads).toContain('/calendar/events?from=2025-07-14&to=2025-08-10');
    expect(
      within(agenda).getByRole('heading', { name: /Tomorrow · Tue, 15 Jul, 2 events/ }),
    ).toBeTruthy();
    const rows = within(agenda).getAllByTestId('calendar-event');
    // Per day: all-day events before timed ones; the kind is written, not only coloured.
    expect(rows.map((row) => row.dataset.kind)).toEqual(['dividend', 'sip', 'meeting', 'holiday']);
    expect(rows[0]?.textContent).toContain('Dividend');
    expect(rows[2]?.textContent).toContain('3:00 pm – 3:30 pm IST');
  });

  it('opens an event’s detail with its link into the app', async () => {
    setTablet(false);
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    const [dividend] = await screen.findAllByTestId('calendar-event');
    fireEvent.click(dividend as HTMLElement);
    const detail = await screen.findByTestId('calendar-event-detail');
    expect(detail.textContent).toContain('Tuesday, 15 July 2025');
    expect(detail.textContent).toContain('Ex-date and record date 15 Jul 2025');
    expect(screen.getByRole('link', { name: 'Open the stock' }).getAttribute('href')).toBe(
      '/stocks/exchange/NSE/symbol/TCS',
    );
  });

  it('says how old saved data is when it comes from the cache', async () => {
    setTablet(false);
    state.cachedAt = new Date('2025-07-13T04:00:00Z');
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    expect((await screen.findAllByTestId('as-of'))[0]?.textContent).toContain('13 Jul 2025');
  });
});

describe('on a tablet', () => {
  it('opens on the month; day buttons name their date and events; arrows move the focus', async () => {
    setTablet(true);
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    const grid = await screen.findByRole('grid', { name: 'July 2025' });
    expect(state.reads).toContain('/calendar/events?from=2025-06-30&to=2025-08-03');
    const today = within(grid).getByRole('button', {
      name: 'Monday, 14 July 2025, today, no events',
    });
    expect(today.tabIndex).toBe(0);
    const tuesday = within(grid).getByRole('button', { name: 'Tuesday, 15 July 2025, 2 events' });
    expect(tuesday.tabIndex).toBe(-1);

    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tuesday));
    expect(tuesday.tabIndex).toBe(0);
    expect(navigations.at(-1)).toEqual({ search: { day: '2025-07-15' }, replace: true });
    // The chosen day's events are listed as buttons under the grid.
    const panel = screen.getByTestId('calendar-day-panel');
    expect(within(panel).getAllByTestId('calendar-event')).toHaveLength(2);

    // Page Down turns to August, keeping the focus on the same date.
    fireEvent.keyDown(tuesday, { key: 'PageDown' });
    await screen.findByRole('grid', { name: 'August 2025' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Friday, 15 August 2025, no events',
      ),
    );
  });
});

describe('meetings', () => {
  it('the investor accepts one of the proposed times through the outbox', async () => {
    setTablet(false);
    submit.mockResolvedValue({ state: 'sent', data: {}, status: 200, replayed: false });
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    expect(await screen.findByText('1 meeting needs your answer')).toBeTruthy();
    const card = await screen.findByTestId('meeting');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Accept Thu, 17 Jul 2025, 11:00 am IST' }),
    );
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      kind: 'meeting-respond',
      method: 'POST',
      path: `/calendar/meetings/${MEETING_ID}/respond`,
      body: { action: 'accept', slot: '2025-07-17T11:00:00+05:30' },
    });
  });

  it('the adviser’s proposal keeps what was typed when the server refuses it', async () => {
    setTablet(true);
    submit.mockRejectedValue(
      new ApiError('Check the highlighted fields', 400, 'validation', [
        { in: 'body', field: 'slots.0', detail: 'This client has another meeting then' },
      ]),
    );
    await renderScreen(() => <Harness viewer="advisor" />, '/advisor/calendar');
    fireEvent.click(await screen.findByRole('button', { name: 'Propose a meeting' }));
    const client = await screen.findByLabelText('Client');
    await screen.findByRole('option', { name: 'Sunita Rao' });
    fireEvent.change(client, { target: { value: 'inv' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Portfolio review' } });
    fireEvent.change(screen.getByLabelText('Time 1: day'), { target: { value: '2025-07-16' } });
    fireEvent.change(screen.getByLabelText('Time 1: time (IST)'), { target: { value: '11:00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
      await Promise.resolve();
    });
    await screen.findByText('Check the highlighted fields');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      kind: 'meeting-propose',
      path: '/calendar/meetings',
      body: {
        investorSub: 'inv',
        title: 'Portfolio review',
        durationMinutes: 30,
        slots: ['2025-07-16T11:00:00+05:30'],
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Portfolio review');
    expect(screen.getByText('This client has another meeting then')).toBeTruthy();
    expect(screen.getByLabelText('Time 1: day').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the week', () => {
  const proposed = event(`meeting:${MEETING_ID}:proposed:2025-07-17T11:00:00+05:30`, {
    kind: 'meeting',
    title: 'Proposed: Half-yearly review',
    date: '2025-07-17',
    allDay: false,
    start: '2025-07-17T11:00:00+05:30',
    end: '2025-07-17T11:30:00+05:30',
    tentative: true,
  });

  it('is an hour grid: a group per day, each event a button with its full label', async () => {
    setTablet(true);
    state.answers['/calendar/events'] = {
      events: [...events, proposed],
      asOf: '2025-07-14T06:30:00Z',
      demo: true,
    };
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    fireEvent.click(await screen.findByRole('button', { name: 'Week' }));
    const grid = await screen.findByTestId('calendar-week-grid');
    expect(state.reads).toContain('/calendar/events?from=2025-07-14&to=2025-07-20');
    const tuesday = within(grid).getByRole('group', { name: 'Tuesday, 15 July 2025, 2 events' });
    expect(
      within(tuesday)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Tuesday, 15 July 2025, 2 events',
      'TCS dividend ₹11 a share, Dividend, Tuesday, 15 July 2025, All day',
      'SIP: Retirement, SIP instalment, Tuesday, 15 July 2025, All day',
    ]);
    const wednesday = within(grid).getByRole('group', { name: /^Wednesday, 16 July 2025/ });
    expect(
      within(wednesday).getByRole('button', {
        name: /^Half-yearly review, Meeting, Wednesday, 16 July 2025, 3:00 pm – 3:30 pm IST/,
      }).dataset.tentative,
    ).toBeUndefined();
    // The line at the current time is on today's column only.
    const monday = within(grid).getByRole('group', { name: /^Monday, 14 July 2025, today/ });
    expect(within(monday).getByTestId('calendar-now-line')).toBeTruthy();
    expect(within(grid).getAllByTestId('calendar-now-line')).toHaveLength(1);

    // A time still proposed is dashed, says so, and opens the meeting with its answers.
    const hold = within(grid).getByRole('button', {
      name: /^Proposed: Half-yearly review, Meeting, proposed, not accepted yet, Thursday, 17 July 2025, 11:00 am – 11:30 am IST/,
    });
    expect(hold.dataset.tentative).toBe('true');
    fireEvent.click(hold);
    const detail = await screen.findByTestId('calendar-event-detail');
    expect(
      within(detail).getByRole('button', { name: 'Accept Thu, 17 Jul 2025, 11:00 am IST' }),
    ).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Suggest other times' })).toBeTruthy();
  });

  it('moves between days with the arrows and between weeks with Page Down', async () => {
    setTablet(true);
    await renderScreen(() => <Harness viewer="investor" />, '/investor/calendar');
    fireEvent.click(await screen.findByRole('button', { name: 'Week' }));
    const grid = await screen.findByTestId('calendar-week-grid');
    const monday = within(grid).getByRole('button', {
      name: 'Monday, 14 July 2025, today, no events',
    });
    expect(monday.tabIndex).toBe(0);
    monday.focus();
    fireEvent.keyDown(monday, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Tuesday, 15 July 2025, 2 events',
      ),
    );
    expect(navigations.at(-1)).toEqual({
      search: { view: 'week', day: '2025-07-15' },
      replace: true,
    });
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Tuesday, 22 July 2025, no events',
      ),
    );
    expect(screen.getByRole('heading', { name: '21 – 27 Jul 2025' })).toBeTruthy();
  });
});
