import type { RiskQuestion } from './risk-questionnaire';

// Risk tolerance: how much ups and downs the investor is comfortable with, from what they know,
// what they have done, and how they say they would act (scenario questions with whole amounts,
// so the choice reads as money rather than percentages).

export const TOLERANCE_QUESTIONS: readonly RiskQuestion[] = [
  {
    id: 'knowledge',
    dimension: 'tolerance',
    prompt: 'How well do you know how shares, mutual funds and bonds work?',
    driverNote: 'Knowing less about how markets behave makes falls harder to sit through.',
    options: [
      { id: 'new', label: 'I am new to investing', points: 0 },
      { id: 'basic', label: 'Basic: I know deposits and a little about mutual funds', points: 1 },
      {
        id: 'good',
        label: 'Good: I understand equity and debt funds and follow markets',
        points: 3,
      },
      {
        id: 'expert',
        label: 'Expert: I read company results and understand valuations',
        points: 4,
      },
    ],
  },
  {
    id: 'experience',
    dimension: 'tolerance',
    prompt: 'Which of these have you invested in?',
    hint: 'Choose the one that goes furthest.',
    driverNote: 'Less experience of market ups and downs.',
    options: [
      { id: 'deposits', label: 'Only bank deposits, PPF or none', points: 0 },
      { id: 'debt-funds', label: 'Debt or hybrid mutual funds', points: 1 },
      { id: 'equity-funds', label: 'Equity mutual funds or SIPs', points: 2 },
      { id: 'shares', label: 'Shares of companies, bought directly', points: 3 },
      { id: 'derivatives', label: 'Shares and futures or options', points: 4 },
    ],
  },
  {
    id: 'fall-reaction',
    dimension: 'tolerance',
    prompt: 'Your investment of ₹10 lakh falls to ₹8 lakh in a month. What do you do?',
    driverNote: 'You said you would step back after a fall.',
    options: [
      {
        id: 'sell-all',
        label: 'Sell everything to stop further loss',
        points: 0,
        capsAt: 'moderately-conservative',
        note: 'You would sell everything after a 20% fall: a portfolio that can fall that far does not suit you.',
      },
      {
        id: 'sell-some',
        label: 'Sell some of it',
        points: 1,
        note: 'You would sell part of it after a 20% fall.',
      },
      { id: 'hold', label: 'Hold on and wait for it to recover', points: 3 },
      { id: 'buy-more', label: 'Invest more while prices are low', points: 4 },
    ],
  },
  {
    id: 'outcome-range',
    dimension: 'tolerance',
    prompt: 'You invest ₹10 lakh for a year. Which range of outcomes would you choose?',
    hint: 'A wider range means a chance of more, and a chance of less.',
    driverNote: 'You chose a narrow range of outcomes over a chance of more growth.',
    options: [
      { id: 'narrow', label: 'Between ₹9.9 lakh and ₹10.6 lakh', points: 0 },
      { id: 'small', label: 'Between ₹9.5 lakh and ₹11 lakh', points: 1 },
      { id: 'medium', label: 'Between ₹9 lakh and ₹12 lakh', points: 2 },
      { id: 'wide', label: 'Between ₹8.5 lakh and ₹13 lakh', points: 3 },
      { id: 'widest', label: 'Between ₹7.5 lakh and ₹14.5 lakh', points: 4 },
    ],
  },
];
