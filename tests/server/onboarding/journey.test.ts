import { describe, expect, it } from 'vitest';
import { journeyOf, type JourneyFacts } from '../../../server/modules/onboarding/journey';
import { TRACKS } from '../../../server/services/tracks';

// The journey (onboarding issue, item 1) as a table: each track and record set, the state of
// every step, the next step and what the investor waits for.

const none: JourneyFacts = {
  track: TRACKS.kycPending,
  kyc: { status: 'not-started', submittedAt: null, decidedAt: null, rejectionReason: null },
  documents: { kinds: [], lastAt: null },
  risk: null,
  broker: null,
  adviser: { name: 'Priya Mehta' },
};
const submitted = {
  status: 'submitted' as const,
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
};
const verified = { ...submitted, status: 'verified' as const, decidedAt: '2026-11-21T10:00:00Z' };
const bothDocuments = { kinds: ['address', 'pan'], lastAt: '2026-11-20T09:00:00.000Z' };
const risk = {
  category: 'moderate',
  categoryLabel: 'Moderate',
  takenAt: '2026-11-22T10:00:00.000Z',
  renewalDue: false,
};
const paper = {
  name: 'the paper broker',
  status: 'linked' as const,
  linkedAt: '2026-11-22T11:00Z',
};

const cases: Array<[string, Partial<JourneyFacts>, string, string | null, boolean]> = [
  // name, facts, states of kyc/documents/review/risk-profile/broker, next path, waiting
  ['a new investor', {}, 'current current todo todo todo', '/kyc', false],
  [
    'a draft with the PAN photographed',
    { kyc: { ...none.kyc, status: 'draft' }, documents: { kinds: ['pan'], lastAt: null } },
    'current current todo todo todo',
    '/kyc',
    false,
  ],
  [
    'details sent, adviser checking',
    { track: TRACKS.kycInProcess, kyc: submitted, documents: bothDocuments },
    'done done waiting todo todo',
    null,
    true,
  ],
  [
    'details rejected',
    {
      kyc: { ...submitted, status: 'rejected', rejectionReason: 'PAN photo is blurred' },
      documents: bothDocuments,
    },
    'attention done attention todo todo',
    '/kyc',
    false,
  ],
  [
    'KYC verified',
    { track: TRACKS.riskProfilePending, kyc: verified, documents: bothDocuments },
    'done done done current todo',
    '/riskprofile',
    false,
  ],
  [
    'risk profiled',
    { track: TRACKS.brokerPending, kyc: verified, documents: bothDocuments, risk },
    'done done done done current',
    '/linkbroker?newuser=true',
    false,
  ],
  [
    'onboarded',
    { track: TRACKS.active, kyc: verified, documents: bothDocuments, risk, broker: paper },
    'done done done done done',
    null,
    false,
  ],
  [
    'onboarded, profile over a year old, broker session expired',
    {
      track: TRACKS.active,
      kyc: verified,
      documents: bothDocuments,
      risk: { ...risk, renewalDue: true },
      broker: { ...paper, name: 'Zerodha', status: 'expired' },
    },
    'done done done attention attention',
    '/riskprofile',
    false,
  ],
  [
    'frozen: nothing to do here',
    { track: TRACKS.frozen },
    'current current todo todo todo',
    null,
    false,
  ],
];

describe('the onboarding journey', () => {
  it.each(cases)('%s', (_name, facts, states, next, waiting) => {
    const journey = journeyOf({ ...none, ...facts });
    expect(journey.steps.map((s) => s.state).join(' ')).toBe(states);
    expect(journey.next?.path ?? null).toBe(next);
    expect(journey.waitingFor !== null).toBe(waiting);
  });

  it('says who is checking and quotes the adviser’s reason', () => {
    const waiting = journeyOf({ ...none, track: TRACKS.kycInProcess, kyc: submitted });
    expect(waiting.waitingFor).toBe('Priya Mehta is checking your details.');
    const rejected = journeyOf({
      ...none,
      kyc: { ...submitted, status: 'rejected', rejectionReason: 'PAN photo is blurred' },
    });
    expect(rejected.steps[0]?.detail).toContain('“PAN photo is blurred”');
  });

  it('says plainly that an adviser will be assigned when none is yet (issue 10)', () => {
    const unassigned = { ...none, adviser: null };
    expect(journeyOf(unassigned).steps[2]?.detail).toBe(
      'An adviser will be assigned to check your details once you send them.',
    );
    const sent = journeyOf({ ...unassigned, track: TRACKS.kycInProcess, kyc: submitted });
    expect(sent.waitingFor).toBe('An adviser will be assigned to check your details.');
    expect(sent.steps[0]?.detail).toBe('Sent.');
    expect(sent.steps.map((s) => s.state).join(' ')).toBe('done current waiting todo todo');
  });
});
