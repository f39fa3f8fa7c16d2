import { describe, expect, it } from 'vitest';
import { goalCreateSchema } from '@/features/goals/model/contract';
import {
  caretAfterGrouping,
  chooseType,
  groupRupeesTyped,
  INFLATION_MAX_BP,
  newGoalForm,
  percentTextToBp,
  readGoalForm,
  STEP_UP_MAX_BP,
  targetDateOf,
  type GoalFormState,
} from '@/features/goals/model/goal-form';
import {
  createBody,
  formErrorsOf,
  goalFieldsOf,
  updateBody,
} from '@/features/goals/model/goal-request';

// The goal form's rules (issue 13, Deliver 2): rupees grouped the Indian way as typed, percents
// to basis points, "in N years" to a date, and the form to the request body the contract takes.

describe('rupees grouped as typed', () => {
  it.each([
    ['2500000', '25,00,000'],
    ['25,00,0000', '2,50,00,000'],
    ['₹ 1,00,000', '1,00,000'],
    ['00012', '12'],
    ['0', '0'],
    ['abc', ''],
    ['', ''],
    // At most 11 digits of whole rupees (₹1,000 crore is 10,00,00,00,000).
    ['123456789012345', '12,34,56,78,901'],
  ])('%j -> %j', (typed, grouped) => expect(groupRupeesTyped(typed)).toBe(grouped));

  it.each([
    ['25,00,000', 0, 0],
    ['25,00,000', 2, 2],
    ['25,00,000', 3, 4],
    ['25,00,000', 7, 9],
    ['1,000', 9, 5],
  ])('in %j the caret after %i digits is at %i', (grouped, digits, at) =>
    expect(caretAfterGrouping(grouped, digits)).toBe(at),
  );
});

describe('percent to basis points', () => {
  it.each([
    ['6', 600],
    ['6.5', 650],
    ['6.25 %', 625],
    ['0', 0],
    ['', null],
    ['six', Number.NaN],
    ['100', Number.NaN],
    ['6.255', Number.NaN],
  ])('%j -> %s', (text, bp) => expect(percentTextToBp(text)).toEqual(bp));
});

describe('the target date', () => {
  const today = '2026-01-31';
  it.each([
    [{ dateMode: 'years', years: '10', targetDate: '' }, { date: '2036-01-31' }],
    [
      { dateMode: 'years', years: '', targetDate: '' },
      { error: 'Say in how many years you need the money' },
    ],
    [{ dateMode: 'years', years: '0', targetDate: '' }, { error: 'A goal is 1 to 50 years away' }],
    [{ dateMode: 'years', years: '51', targetDate: '' }, { error: 'A goal is 1 to 50 years away' }],
    // A month from 31 January is 28 February.
    [{ dateMode: 'date', years: '', targetDate: '2026-02-28' }, { date: '2026-02-28' }],
    [
      { dateMode: 'date', years: '', targetDate: '2026-02-15' },
      { error: 'Choose a date at least a month away' },
    ],
    [{ dateMode: 'date', years: '', targetDate: '2076-01-31' }, { date: '2076-01-31' }],
    [
      { dateMode: 'date', years: '', targetDate: '2076-02-01' },
      { error: 'Choose a date at most 50 years away' },
    ],
    [
      { dateMode: 'date', years: '', targetDate: '2026-02-30' },
      { error: 'Choose a date, such as 31 March 2035' },
    ],
    [
      { dateMode: 'date', years: '', targetDate: '' },
      { error: 'Choose the date you need the money' },
    ],
  ] as const)('%j -> %j', (state, expected) =>
    expect(targetDateOf(state, today)).toEqual(expected),
  );
});

describe('choosing a type', () => {
  it('names the goal and guesses its years until the investor types their own', () => {
    let state = chooseType(newGoalForm(), 'house');
    expect([state.name, state.years]).toEqual(['House', '8']);
    state = chooseType(state, 'car');
    expect([state.name, state.years]).toEqual(['Car', '3']);
    state = chooseType(
      { ...state, name: 'Our first car', nameTouched: true, years: '4' },
      'wedding',
    );
    expect([state.name, state.years]).toEqual(['Our first car', '4']);
  });
});

describe('the form to the request body', () => {
  const today = '2026-04-10';
  const filled: GoalFormState = {
    type: 'education',
    name: '  Ananya’s college ',
    nameTouched: true,
    target: '25,00,000',
    dateMode: 'years',
    targetDate: '',
    years: '15',
    inflation: '8',
    setAside: '2,00,000',
    stepUp: '10',
  };
  const fields = {
    type: 'education',
    name: 'Ananya’s college',
    targetToday: 25_00_000_00,
    targetDate: '2041-04-10',
    inflationBp: 800,
    setAside: 2_00_000_00,
    stepUpBp: 1_000,
  };

  it('reads every field in the contract’s units', () => {
    expect(readGoalForm(filled, today)).toEqual({ ok: true, fields });
  });

  it('treats empty optional fields as none', () => {
    const read = readGoalForm({ ...filled, setAside: '', stepUp: '' }, today);
    expect(read.ok && [read.fields.setAside, read.fields.stepUpBp]).toEqual([0, 0]);
  });

  it('names every problem at its field', () => {
    expect(readGoalForm(newGoalForm(), today)).toEqual({
      ok: false,
      errors: {
        type: 'Choose what the goal is for',
        name: 'Give the goal a name',
        target: 'Type what the goal costs in today’s money',
        targetDate: 'Say in how many years you need the money',
      },
    });
  });

  it.each([
    [{ target: '999' }, { target: 'The target is at least ₹1,000' }],
    [{ target: '10,00,00,00,001' }, { target: 'The target is at most ₹1,000 crore' }],
    [{ inflation: '' }, { inflation: 'Type inflation in percent a year, such as 6' }],
    [{ inflation: '15.01' }, { inflation: 'Inflation is at most 15 % a year' }],
    [{ stepUp: '51' }, { stepUp: 'The step-up is at most 50 % a year' }],
    [{ name: 'x'.repeat(61) }, { name: 'A goal’s name is at most 60 characters' }],
  ])('%j -> %j', (change, errors) =>
    expect(readGoalForm({ ...filled, ...change }, today)).toEqual({ ok: false, errors }),
  );

  it('makes the POST body with the device’s id, and the PUT body with the basket', () => {
    const id = '8d0f3c8e-8d4f-4a4e-9a57-0c7a3c1d2e4f';
    expect(createBody(id, fields as never)).toEqual({ id, ...fields });
    expect(createBody(id, fields as never, 'b1')).toEqual({ id, ...fields, basketId: 'b1' });
    expect(updateBody(fields as never, null)).toEqual({ ...fields, basketId: null });
  });

  it('fills the defaults of a goal made on this device', () => {
    const made = {
      id: 'g',
      type: 'car',
      name: 'Car',
      targetToday: 5_00_000_00,
      targetDate: '2029-01-01',
    } as const;
    expect(goalFieldsOf(made)).toEqual({
      type: 'car',
      name: 'Car',
      targetToday: 5_00_000_00,
      targetDate: '2029-01-01',
      inflationBp: 600,
      setAside: 0,
      stepUpBp: 0,
    });
  });
});

describe('the form’s bounds', () => {
  it('are the contract’s', () => {
    const body = (change: object) => ({
      type: 'car',
      name: 'Car',
      targetToday: 5_00_000_00,
      targetDate: '2030-01-01',
      ...change,
    });
    expect(goalCreateSchema.safeParse(body({ inflationBp: INFLATION_MAX_BP })).success).toBe(true);
    expect(goalCreateSchema.safeParse(body({ inflationBp: INFLATION_MAX_BP + 1 })).success).toBe(
      false,
    );
    expect(goalCreateSchema.safeParse(body({ stepUpBp: STEP_UP_MAX_BP })).success).toBe(true);
    expect(goalCreateSchema.safeParse(body({ stepUpBp: STEP_UP_MAX_BP + 1 })).success).toBe(false);
  });
});

describe('the server’s field problems', () => {
  it('land at the form’s fields; the rest are kept for the form’s message', () => {
    expect(
      formErrorsOf({
        targetToday: 'The target is at most ₹1,000 crore',
        targetDate: 'The date is more than 50 years away',
        basketId: 'No such basket',
      }),
    ).toEqual({
      errors: {
        target: 'The target is at most ₹1,000 crore',
        targetDate: 'The date is more than 50 years away',
      },
      rest: ['No such basket'],
    });
  });
});
