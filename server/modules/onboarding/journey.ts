import { TRACKS, type Track } from '../../services/tracks';
import type { Journey, JourneyStep } from './schema';

/** What the journey is computed from: the track and each step module's own record. */
export interface JourneyFacts {
  track: Track;
  kyc: {
    status: 'not-started' | 'draft' | 'submitted' | 'verified' | 'rejected';
    submittedAt: string | null;
    decidedAt: string | null;
    rejectionReason: string | null;
  };
  /** The kinds of document on file (`pan`, `address`) and when the last arrived. */
  documents: { kinds: readonly string[]; lastAt: string | null };
  risk: { category: string; categoryLabel: string; takenAt: string; renewalDue: boolean } | null;
  broker: { name: string; status: 'linked' | 'expired'; linkedAt: string } | null;
  /** Null: the investor signed up while the practice had no intake adviser (issue 10). */
  adviser: { name: string | null } | null;
}

const REQUIRED_DOCUMENTS = ['pan', 'address'] as const;
const DOCUMENT_NAMES: Record<(typeof REQUIRED_DOCUMENTS)[number], string> = {
  pan: 'PAN card',
  address: 'address proof',
};

const step = (
  id: JourneyStep['id'],
  title: string,
  state: JourneyStep['state'],
  detail: string,
  path: string | null = null,
  at: string | null = null,
): JourneyStep => ({ id, title, state, detail, path, at });

const AFTER_KYC: readonly Track[] = [
  TRACKS.riskProfilePending,
  TRACKS.brokerPending,
  TRACKS.active,
];

// Said plainly while no adviser is assigned: the check waits for one.
const UNASSIGNED = 'An adviser will be assigned to check your details.';

function kycStep({ kyc, track, adviser }: JourneyFacts): JourneyStep {
  const title = 'Your details (KYC)';
  if (kyc.status === 'verified' || AFTER_KYC.includes(track)) {
    return step('kyc', title, 'done', 'Sent and checked.', null, kyc.submittedAt);
  }
  if (kyc.status === 'submitted') {
    const sent = adviser ? 'Sent to your adviser.' : 'Sent.';
    return step('kyc', title, 'done', sent, null, kyc.submittedAt);
  }
  if (kyc.status === 'rejected') {
    const reason = kyc.rejectionReason ? `: “${kyc.rejectionReason}”` : '.';
    return step('kyc', title, 'attention', `Your adviser asked for changes${reason}`, '/kyc');
  }
  const detail =
    kyc.status === 'draft' ? 'Started: your draft is saved.' : 'PAN, address, bank and nominee.';
  return step('kyc', title, 'current', detail, '/kyc');
}

function documentsStep({ documents, kyc, track }: JourneyFacts): JourneyStep {
  const title = 'PAN card and address proof';
  const missing = REQUIRED_DOCUMENTS.filter((kind) => !documents.kinds.includes(kind));
  if (missing.length === 0 || AFTER_KYC.includes(track) || kyc.status === 'verified') {
    return step('documents', title, 'done', 'Both documents are on file.', null, documents.lastAt);
  }
  const names = missing.map((kind) => DOCUMENT_NAMES[kind]).join(' and ');
  return step('documents', title, 'current', `Photograph or upload your ${names}.`, '/scanpage');
}

function reviewStep({ kyc, track, adviser }: JourneyFacts): JourneyStep {
  const title = 'Check by your adviser';
  const who = adviser?.name ?? 'Your adviser';
  if (kyc.status === 'verified' || AFTER_KYC.includes(track)) {
    return step('review', title, 'done', `${who} verified your KYC.`, null, kyc.decidedAt);
  }
  if (kyc.status === 'submitted' || track === TRACKS.kycInProcess) {
    const detail = adviser ? `${who} is checking your details.` : UNASSIGNED;
    return step('review', title, 'waiting', detail, null, null);
  }
  if (kyc.status === 'rejected') {
    return step(
      'review',
      title,
      'attention',
      'Send your KYC again once corrected.',
      null,
      kyc.decidedAt,
    );
  }
  const later = adviser ? `${who} checks` : 'An adviser will be assigned to check';
  return step('review', title, 'todo', `${later} your details once you send them.`);
}

function riskStep({ risk, track }: JourneyFacts): JourneyStep {
  const title = 'Risk profile';
  if (risk?.renewalDue) {
    return step(
      'risk-profile',
      title,
      'attention',
      `${risk.categoryLabel}, taken over a year ago: answer again to keep it current.`,
      '/riskprofile',
      risk.takenAt,
    );
  }
  if (risk) return step('risk-profile', title, 'done', risk.categoryLabel, null, risk.takenAt);
  if (track === TRACKS.riskProfilePending) {
    return step('risk-profile', title, 'current', 'About 12 questions, 5 minutes.', '/riskprofile');
  }
  return step('risk-profile', title, 'todo', 'Once your KYC is verified.');
}

function brokerStep({ broker, track }: JourneyFacts): JourneyStep {
  const title = 'Link a broker';
  const path = '/linkbroker?newuser=true';
  if (broker?.status === 'expired') {
    return step(
      'broker',
      title,
      'attention',
      `Sign in to ${broker.name} again.`,
      '/investor/broker',
    );
  }
  if (broker)
    return step('broker', title, 'done', `Linked to ${broker.name}.`, null, broker.linkedAt);
  if (track === TRACKS.brokerPending) {
    return step('broker', title, 'current', 'The paper broker needs no account.', path);
  }
  return step('broker', title, 'todo', 'After your risk profile.');
}

/**
 * The investor's onboarding (the onboarding issue, item 1): each step's state from the
 * modules' own records, the step to do next, and what the adviser is doing meanwhile.
 */
export function journeyOf(facts: JourneyFacts): Omit<Journey, 'adviser'> {
  const steps = [
    kycStep(facts),
    documentsStep(facts),
    reviewStep(facts),
    riskStep(facts),
    brokerStep(facts),
  ];
  const frozen = facts.track === TRACKS.frozen;
  const actionable = frozen
    ? undefined
    : steps.find((s) => (s.state === 'current' || s.state === 'attention') && s.path !== null);
  const review = steps.find((s) => s.id === 'review');
  return {
    track: facts.track,
    steps,
    next: actionable?.path
      ? { id: actionable.id, title: actionable.title, path: actionable.path }
      : null,
    waitingFor: review?.state === 'waiting' ? review.detail : null,
  };
}
