import { describe, expect, it } from 'vitest';
import {
  progressAnnouncement,
  progressPercent,
  runView,
  type RunFacts,
} from '@/features/strategies/model/run-phase';
import { ApiError, NetworkError } from '@/api/errors';
import { runProblemText } from '@/features/strategies/model/run-problem';
import { run } from './fixtures';

// Where a run stands (issue 14, Deliver 4 and 6), from what the screen knows, as a table: every
// state has its words on screen (loading, waiting for the network, progress, refused, cancelled,
// never run) and the finished results stay under a new run's progress.

const finished = run();
const running = run({
  id: '11111111-2222-4333-8444-555555555555',
  status: 'running',
  progress: 0.42,
  result: null,
  finishedAt: null,
});
const failed = run({ status: 'failed', result: null, error: 'The data for 2021 is missing' });

const facts = (change: Partial<RunFacts> = {}): RunFacts => ({
  latest: { state: 'ok', run: null },
  active: null,
  starting: false,
  waitingNetwork: false,
  cancelled: false,
  problem: null,
  ...change,
});

describe('runView', () => {
  it.each<[string, Partial<RunFacts>, string, boolean]>([
    ['the latest run still loading', { latest: { state: 'pending' } }, 'loading', false],
    ['no run of these parameters yet', {}, 'never-run', false],
    ['a finished run from before', { latest: { state: 'ok', run: finished } }, 'done', true],
    [
      'a run going, over the last results',
      { latest: { state: 'ok', run: finished }, active: running },
      'running',
      true,
    ],
    ['a start sent, no answer yet', { starting: true }, 'starting', false],
    [
      'asked offline',
      { waitingNetwork: true, latest: { state: 'ok', run: finished } },
      'waiting-network',
      true,
    ],
    [
      'offline with nothing saved',
      { latest: { state: 'error', error: new NetworkError(), offline: true } },
      'waiting-network',
      false,
    ],
    [
      'the server refusing to answer',
      { latest: { state: 'error', error: new ApiError('x', 500), offline: false } },
      'unavailable',
      false,
    ],
    ['cancelled by the user', { cancelled: true, active: null }, 'cancelled', false],
    ['cancelled while starting', { cancelled: true, starting: true }, 'cancelled', false],
    ['a refused start', { problem: 'Hold at most 50 stocks' }, 'failed', false],
    ['a run that failed at the server', { active: failed }, 'failed', false],
    ['a run finished here', { active: finished }, 'done', true],
  ])('%s', (_case, change, kind, hasResults) => {
    const view = runView(facts(change));
    expect(view.phase.kind).toBe(kind);
    expect(view.shown !== null).toBe(hasResults);
  });

  it('gives the progress of the run going and the server’s words for a failure', () => {
    expect(runView(facts({ active: running })).phase).toEqual({
      kind: 'running',
      progress: 0.42,
      runId: running.id,
    });
    expect(runView(facts({ active: failed })).phase).toEqual({
      kind: 'failed',
      message: 'The data for 2021 is missing',
    });
  });

  it('shows the run finished here before the older latest one', () => {
    const newer = run({ asOf: '2026-01-15T12:30:00.000Z' });
    expect(runView(facts({ latest: { state: 'ok', run: finished }, active: newer })).shown).toBe(
      newer,
    );
  });
});

describe('progress', () => {
  it.each([
    [0, 0, 'Working out past performance'],
    [0.249, 24, 'Working out past performance'],
    [0.25, 25, '25 % done'],
    [0.999, 99, '75 % done'],
    [1.2, 100, '100 % done'],
    [-1, 0, 'Working out past performance'],
  ])('%f is %i %% and is announced as %j', (progress, percent, words) => {
    expect(progressPercent(progress)).toBe(percent);
    expect(progressAnnouncement(progress)).toBe(words);
  });
});

describe('runProblemText', () => {
  it.each<[unknown, RegExp]>([
    [new ApiError('You have 2 runs going: wait for one to finish', 429), /^You have 2 runs going/],
    [new ApiError('Request failed (429)', 429), /Wait for one to finish/],
    [
      new ApiError('Unknown field roee at line 1, column 1', 400, 'invalid_scan'),
      /^Unknown field roee/,
    ],
    [new ApiError('boom', 503), /could not run this just now/],
    [new ApiError('Request failed (503)', 503, 'factors_pending'), /still being scored/],
    [new NetworkError(), /connection dropped/],
    ['odd', /Something went wrong/],
  ])('%s', (error, words) => expect(runProblemText(error)).toMatch(words));
});
