import { describe, expect, it } from 'vitest';
import {
  addYears,
  isRealDay,
  registrationStatus,
  type AdvisorSettings,
} from '../../../src/features/advisor-settings/model/contract';
import { adviserChoicesWithDefaults } from '../../../src/features/advisor-settings/model/notification-topics';
import {
  checkForm,
  displayMobile,
  formFromSettings,
  normaliseIndianMobile,
  pointsTextToBp,
  requestOf,
  type SettingsForm,
} from '../../../src/features/advisor-settings/model/settings-form';

// The settings form's helpers (issue 15, Deliver 6): what an adviser types, checked with the
// same rules the server applies, each failure under the API's field path.

const TODAY = '2026-03-15';

const saved: AdvisorSettings = {
  profile: {
    name: 'Priya Mehta',
    sebiReg: 'INA000012345',
    sebiValidUntil: '2030-03-31',
    practiceName: 'Mehta Wealth Advisory',
    contactEmail: 'office@mehtawealth.example',
    contactPhone: '+919820012345',
    officeAddress: 'Bandra West, Mumbai',
  },
  defaults: { driftBandBp: 500, reviewPeriodMonths: 12, idleCashThresholdPaise: 50_000_00 },
  notifications: adviserChoicesWithDefaults({}),
  registration: 'valid',
  isAdmin: true,
  updatedAt: null,
};

const form = (over: Partial<SettingsForm> = {}): SettingsForm => ({
  ...formFromSettings(saved),
  ...over,
});

describe('the form of saved settings', () => {
  it('shows them as typed text and sends them back unchanged', () => {
    expect(form()).toMatchObject({
      contactPhone: '+91 98200 12345',
      driftBand: '5',
      idleCash: '50,000',
    });
    expect(requestOf(form())).toEqual({
      profile: saved.profile,
      defaults: saved.defaults,
      notifications: saved.notifications,
    });
    expect(checkForm(form(), TODAY)).toEqual({});
  });
});

describe('normaliseIndianMobile', () => {
  it.each([
    ['98200 12345', '+919820012345'],
    ['+91-98200-12345', '+919820012345'],
    ['09820012345', '+919820012345'],
    ['919820012345', '+919820012345'],
    ['', ''],
    ['5820012345', '5820012345'],
    ['+1 415 555 0100', '+1 415 555 0100'],
  ])('%j -> %j', (typed, e164) => expect(normaliseIndianMobile(typed)).toBe(e164));

  it('displays E.164 in two groups of five', () => {
    expect(displayMobile('+919820012345')).toBe('+91 98200 12345');
  });
});

describe('pointsTextToBp', () => {
  it.each([
    ['5', 500],
    ['2.5', 250],
    ['2.55 %', 255],
    ['25pp', 2500],
    ['2.555', Number.NaN],
    ['five', Number.NaN],
  ])('%j -> %d', (typed, bp) => expect(pointsTextToBp(typed)).toBe(bp));
});

describe('checkForm: one problem under the field that breaks a rule', () => {
  it.each<[string, Partial<SettingsForm>, string]>([
    ['a registration not INA + 9 digits', { sebiReg: 'INB000012345' }, 'profile.sebiReg'],
    ['a date that does not exist', { sebiValidUntil: '2027-02-30' }, 'profile.sebiValidUntil'],
    ['a validity date before today', { sebiValidUntil: '2026-03-14' }, 'profile.sebiValidUntil'],
    ['an e-mail without a domain', { contactEmail: 'office@' }, 'profile.contactEmail'],
    ['a mobile that is not Indian', { contactPhone: '+1 415 555 0100' }, 'profile.contactPhone'],
    ['an empty name', { name: ' ' }, 'profile.name'],
    ['a band of 0.5 pp', { driftBand: '0.5' }, 'defaults.driftBandBp'],
    ['a band of 26 pp', { driftBand: '26' }, 'defaults.driftBandBp'],
    ['a band that is not a number', { driftBand: 'five' }, 'defaults.driftBandBp'],
    ['a review period of 0', { reviewPeriodMonths: '0' }, 'defaults.reviewPeriodMonths'],
    ['a review period of 37', { reviewPeriodMonths: '37' }, 'defaults.reviewPeriodMonths'],
    ['a review period of 1.5', { reviewPeriodMonths: '1.5' }, 'defaults.reviewPeriodMonths'],
    ['idle cash in words', { idleCash: 'fifty' }, 'defaults.idleCashThresholdPaise'],
  ])('%s', (_what, change, field) => {
    const problems = checkForm(form(change), TODAY);
    expect(Object.keys(problems)).toEqual([field]);
  });

  it('says what to type when a number field is not a number', () => {
    expect(checkForm(form({ driftBand: 'five' }), TODAY)['defaults.driftBandBp']).toBe(
      'Enter percentage points, such as 5 or 2.5',
    );
  });

  it('accepts today as the validity date, blanks as not given, and zero idle cash', () => {
    const typed = form({ sebiValidUntil: TODAY, practiceName: '  ', idleCash: '' });
    expect(checkForm(typed, TODAY)).toEqual({});
    expect(requestOf(typed).defaults.idleCashThresholdPaise).toBe(0);
  });
});

describe('dates', () => {
  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['26-03-01', false],
  ])('isRealDay(%j) is %s', (day, real) => expect(isRealDay(day)).toBe(real));

  it('adds years, keeping to the month', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-03-15', 20)).toBe('2046-03-15');
  });

  it.each<[string | null, ReturnType<typeof registrationStatus>]>([
    [null, 'no-date'],
    ['2026-03-14', 'lapsed'],
    ['2026-03-15', 'renew-soon'],
    ['2026-06-13', 'renew-soon'],
    ['2026-06-14', 'valid'],
  ])('registration valid until %j on 2026-03-15: %s', (until, status) =>
    expect(registrationStatus(until, TODAY)).toBe(status),
  );
});

describe('adviserChoicesWithDefaults', () => {
  it('keeps stored booleans over the defaults and ignores unknown topics and channels', () => {
    expect(
      adviserChoicesWithDefaults({
        'research-call': { inApp: false, email: true },
        kyc: { inApp: false },
        'scan-matches': { inApp: 'no' },
      }),
    ).toEqual({
      'suggestion-answer': { inApp: true },
      'research-call': { inApp: false },
      'scan-matches': { inApp: true },
    });
  });
});
