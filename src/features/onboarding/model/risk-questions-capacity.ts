import type { RiskQuestion } from './risk-questionnaire';

// Risk capacity: how large a loss the investor's finances can absorb without harm. Amounts in
// the answers are ranges the investor reads, not money the app computes with.

export const CAPACITY_QUESTIONS: readonly RiskQuestion[] = [
  {
    id: 'age',
    dimension: 'capacity',
    prompt: 'How old are you?',
    driverNote: 'Fewer earning years ahead leave less time to make up a loss.',
    options: [
      { id: 'under-30', label: 'Under 30', points: 4 },
      { id: '30-44', label: '30 to 44', points: 3 },
      { id: '45-54', label: '45 to 54', points: 2 },
      { id: '55-64', label: '55 to 64', points: 1 },
      { id: '65-plus', label: '65 or older', points: 0 },
    ],
  },
  {
    id: 'dependants',
    dimension: 'capacity',
    prompt: 'How many people depend on your income?',
    hint: 'Children, parents, a spouse who does not earn.',
    driverNote: 'Others relying on your income means a loss would hurt more than you alone.',
    options: [
      { id: 'none', label: 'No one', points: 4 },
      { id: 'one', label: 'One person', points: 3 },
      { id: 'two-three', label: 'Two or three people', points: 2 },
      { id: 'four-plus', label: 'Four or more people', points: 0 },
    ],
  },
  {
    id: 'income',
    dimension: 'capacity',
    prompt: 'What is your yearly income after tax?',
    driverNote: 'A smaller income leaves less room to absorb a loss.',
    options: [
      { id: 'under-5l', label: 'Under ₹5 lakh', points: 0 },
      { id: '5l-10l', label: '₹5 lakh to ₹10 lakh', points: 1 },
      { id: '10l-25l', label: '₹10 lakh to ₹25 lakh', points: 2 },
      { id: '25l-50l', label: '₹25 lakh to ₹50 lakh', points: 3 },
      { id: 'over-50l', label: 'More than ₹50 lakh', points: 4 },
    ],
  },
  {
    id: 'income-stability',
    dimension: 'capacity',
    prompt: 'How steady is your income?',
    driverNote: 'An income that varies makes it harder to wait out a fall.',
    options: [
      { id: 'very-steady', label: 'Very steady (government job, pension, rent)', points: 4 },
      { id: 'steady', label: 'Mostly steady (salaried, private sector)', points: 3 },
      { id: 'varies', label: 'It varies (business, profession, commission)', points: 1 },
      { id: 'irregular', label: 'Irregular, or no regular income now', points: 0 },
    ],
  },
  {
    id: 'horizon',
    dimension: 'capacity',
    prompt: 'When will you need most of the money you invest?',
    driverNote: 'A shorter time to your goal leaves less time to recover from a fall.',
    options: [
      {
        id: 'under-1y',
        label: 'Within a year',
        points: 0,
        capsAt: 'conservative',
        note: 'You need the money within a year: there is no time to recover from a fall, so only low-risk investments suit it.',
      },
      {
        id: '1-3y',
        label: 'In 1 to 3 years',
        points: 1,
        capsAt: 'moderately-conservative',
        note: 'You need the money within three years: too soon to ride out a bad year in shares.',
      },
      { id: '3-5y', label: 'In 3 to 5 years', points: 2 },
      { id: '5-10y', label: 'In 5 to 10 years', points: 3 },
      { id: 'over-10y', label: 'After more than 10 years', points: 4 },
    ],
  },
  {
    id: 'investments',
    dimension: 'capacity',
    prompt: 'How much do you already have in savings and investments, besides your home?',
    hint: 'Compared with your yearly income.',
    driverNote: 'Little saved so far means a loss would be a large share of what you have.',
    options: [
      { id: 'under-6m', label: 'Less than half a year’s income', points: 0 },
      { id: '6m-2y', label: 'Half a year to two years’ income', points: 1 },
      { id: '2y-5y', label: 'Two to five years’ income', points: 3 },
      { id: 'over-5y', label: 'More than five years’ income', points: 4 },
    ],
  },
  {
    id: 'emis',
    dimension: 'capacity',
    prompt: 'What share of your monthly income goes to loan EMIs?',
    hint: 'Home, car, personal and education loans, credit card instalments.',
    driverNote: 'Loan instalments take income you would otherwise have to fall back on.',
    options: [
      { id: 'none', label: 'No loans', points: 4 },
      { id: 'under-20', label: 'Less than 20%', points: 3 },
      { id: '20-35', label: '20% to 35%', points: 2 },
      { id: '35-50', label: '35% to 50%', points: 1 },
      {
        id: 'over-50',
        label: 'More than 50%',
        points: 0,
        capsAt: 'moderately-conservative',
        note: 'More than half your income goes to EMIs: a loss could leave you unable to pay them.',
      },
    ],
  },
  {
    id: 'emergency-fund',
    dimension: 'capacity',
    prompt:
      'If your income stopped, how long could savings you can withdraw quickly cover your expenses?',
    driverNote: 'A small emergency fund means you might have to sell investments after a fall.',
    options: [
      { id: 'under-1m', label: 'Less than a month', points: 0 },
      { id: '1-3m', label: '1 to 3 months', points: 1 },
      { id: '3-6m', label: '3 to 6 months', points: 3 },
      { id: 'over-6m', label: 'More than 6 months', points: 4 },
    ],
  },
];
