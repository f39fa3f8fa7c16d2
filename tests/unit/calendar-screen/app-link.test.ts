import { describe, expect, it } from 'vitest';
import { appLink } from '../../../src/features/calendar/model/app-link';

// An event's link as the router takes it, and the words of its button (issue 18).

describe('an event’s link into the app', () => {
  it.each([
    [
      '/stocks/exchange/NSE/symbol/TCS',
      { to: '/stocks/exchange/NSE/symbol/TCS', search: {}, label: 'Open the stock' },
    ],
    [
      '/advisor/investordetails?investor=abc%20d',
      { to: '/advisor/investordetails', search: { investor: 'abc d' }, label: 'Open the client' },
    ],
    [
      '/investor/updategoal?goalId=g1',
      { to: '/investor/updategoal', search: { goalId: 'g1' }, label: 'Open the goal' },
    ],
    ['/investor/insurance', { to: '/investor/insurance', search: {}, label: 'Open insurance' }],
    ['/investor/somewhere', { to: '/investor/somewhere', search: {}, label: 'Open in the app' }],
  ])('%s', (link, expected) => {
    expect(appLink(link, '/investor/calendar')).toEqual(expected);
  });

  it.each([
    ['no link', null],
    ['the page already open (a meeting’s link)', '/investor/calendar'],
    ['another site', 'https://example.com/x'],
    ['a protocol-relative address', '//example.com/x'],
  ])('offers none for %s', (_, link) => {
    expect(appLink(link, '/investor/calendar')).toBeNull();
  });
});
