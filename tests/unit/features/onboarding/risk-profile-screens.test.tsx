import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiskProfileView } from '@/features/onboarding/api/risk-profile-schema';
import { RISK_QUESTIONNAIRE_VERSION } from '@/features/onboarding/model/risk-questionnaire';
import { renderScreen } from '../auth/render-screen';

// The risk profile screens (issue 10) with the network and IndexedDB replaced: one question a
// step with its place, errors tied to the question, a draft that resumes, the explanation with
// consent, the renewal prompt, and the congratulation's mix and next step.

const drafts = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/features/onboarding/api/risk-draft', () => ({
  readRiskDraft: (sub: string) => Promise.resolve(drafts.get(sub) ?? null),
  saveRiskDraft: (sub: string, draft: object) => {
    drafts.set(sub, { v: 1, ...draft });
    return Promise.resolve();
  },
  clearRiskDraft: (sub: string) => {
    drafts.delete(sub);
    return Promise.resolve();
  },
}));
const mutate = vi.fn();
vi.mock('@/features/onboarding/api/risk-profile-submit', () => ({
  useSubmitRiskProfile: () => ({ mutate, isPending: false }),
}));
const status = vi.hoisted((): { current: unknown } => ({ current: null }));
vi.mock('@/features/onboarding/api/risk-profile-query', () => ({
  useRiskProfile: () => ({
    isPending: false,
    isError: false,
    data: { data: status.current, cache: null, cachedAt: null },
  }),
}));

const { RiskQuestionnaireFlow } =
  await import('@/features/onboarding/components/risk-questionnaire-flow');
const { RiskProfileSummary } =
  await import('@/features/onboarding/components/risk-profile-summary');
const { CongratulationScreen } =
  await import('@/features/onboarding/components/congratulation-screen');

const SUB = 'investor-sub';
const ANSWERS = {
  age: '30-44',
  dependants: 'one',
  income: '10l-25l',
  'income-stability': 'steady',
  horizon: 'under-1y',
  investments: '6m-2y',
  emis: 'under-20',
  'emergency-fund': '3-6m',
  knowledge: 'basic',
  experience: 'equity-funds',
  'fall-reaction': 'hold',
  'outcome-range': 'medium',
};
const PROFILE: RiskProfileView = {
  profileId: '7',
  version: 1,
  answers: ANSWERS,
  capacity: { score: 63, category: 'moderately-aggressive' },
  tolerance: { score: 44, category: 'moderate' },
  category: 'moderate',
  drivers: [{ questionId: 'fall-reaction', answer: 'sell-some', note: 'You would sell part.' }],
  takenAt: '2025-01-10T06:00:00.000Z',
  consentAt: '2025-01-10T06:00:00.000Z',
  override: null,
  effectiveCategory: 'moderate',
};

const flow = () =>
  renderScreen(
    () => (
      <RiskQuestionnaireFlow sub={SUB} version={RISK_QUESTIONNAIRE_VERSION} profileTakenAt={null} />
    ),
    '/riskprofile',
  );

beforeEach(() => {
  drafts.clear();
  mutate.mockReset();
});

describe('the questionnaire', () => {
  it('asks one question a step, names a missing answer, and keeps answers as a draft', async () => {
    await flow();
    expect(await screen.findByText('Question 1 of 12')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'How old are you?' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose an answer to go on.')).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByRole('radio', { name: 'Under 30' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('radio', { name: '30 to 44' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 12')).toBeTruthy();
    expect(drafts.get(SUB)).toMatchObject({ answers: { age: '30-44' }, step: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '30 to 44' }).checked).toBe(true);
  });

  it('resumes a draft at the review, explains the result and sends only with consent', async () => {
    drafts.set(SUB, {
      v: 1,
      version: RISK_QUESTIONNAIRE_VERSION,
      answers: ANSWERS,
      step: 12,
      savedAt: Date.now(),
    });
    const { router } = await flow();
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    expect(screen.getByText('Within a year')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    // Money needed within a year caps capacity: the lower of the two is conservative.
    expect(screen.getByTestId('risk-category').textContent).toBe('Conservative');
    expect(screen.getByText(/You said: Within a year/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Tick the box to confirm your profile.')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(mutate).toHaveBeenCalledWith(
      { version: RISK_QUESTIONNAIRE_VERSION, answers: ANSWERS },
      expect.anything(),
    );
    const options = mutate.mock.calls[0]?.[1] as { onSuccess: (r: unknown) => void };
    options.onSuccess({ state: 'sent', data: PROFILE, status: 201, replayed: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/congratulation'));
    expect(drafts.has(SUB)).toBe(false);
  });

  it('drops a draft older than the profile it would replace', async () => {
    drafts.set(SUB, { v: 1, version: 1, answers: ANSWERS, step: 12, savedAt: 1 });
    await renderScreen(
      () => <RiskQuestionnaireFlow sub={SUB} version={1} profileTakenAt={PROFILE.takenAt} />,
      '/riskprofile',
    );
    expect(await screen.findByText('Question 1 of 12')).toBeTruthy();
  });
});

describe('a profile already taken', () => {
  it('says when it is due for renewal and offers a re-profile', async () => {
    const onRetake = vi.fn();
    await renderScreen(
      () => <RiskProfileSummary profile={PROFILE} renewalDue onRetake={onRetake} />,
      '/riskprofile',
    );
    expect(screen.getByText('Your risk profile is due for renewal')).toBeTruthy();
    expect(screen.getByText('10 Jan 2025')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start re-profile' }));
    expect(onRetake).toHaveBeenCalled();
  });
});

describe('congratulation', () => {
  it('shows the category, its indicative mix as text, and the broker step', async () => {
    status.current = { profile: PROFILE, questionnaireVersion: 1, renewalDue: false };
    await renderScreen(() => <CongratulationScreen />, '/congratulation');
    expect(screen.getByTestId('congratulation-category').textContent).toBe('Moderate');
    const mix = screen.getByRole('list', { name: 'Indicative mix' });
    expect(mix.textContent).toBe('Equity 50%Debt 40%Gold 10%');
    expect(screen.getByRole('link', { name: 'Link a broker' }).getAttribute('href')).toBe(
      '/linkbroker?newuser=true',
    );
  });

  it('sends an investor without a profile to the questionnaire', async () => {
    status.current = { profile: null, questionnaireVersion: 1, renewalDue: false };
    await renderScreen(() => <CongratulationScreen />, '/congratulation');
    expect(screen.getByRole('link', { name: 'Take the risk profile' })).toBeTruthy();
  });
});
