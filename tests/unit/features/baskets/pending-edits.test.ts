import { describe, expect, it } from 'vitest';
import { renameUpdate, updateWrite } from '@/features/baskets/api/basket-update';
import { deleteWrite } from '@/features/baskets/api/basket-delete';
import { investWrite } from '@/features/baskets/api/basket-invest';
import { rebalanceWrite } from '@/features/baskets/api/basket-rebalance';
import { sipWrite } from '@/features/baskets/api/basket-sip';
import { withPendingEdits, type WaitingWrite } from '@/features/baskets/model/pending-edits';
import { basket, stock } from './summary-fixtures';

// Offline (issue 13, Deliver 9): basket edits typed offline are silent outbox writes laid over
// the saved basket until sent; money (invest, rebalance) is a confirm write that waits for a
// fresh confirmation online.

const saved = basket({
  sip: { amount: 500_000, day: 5, active: true, nextDate: '2026-02-05' },
});
const path = `/investor/baskets/${saved.basketId}`;
const waiting = (
  request: { kind: string; method: string; path: string; body?: unknown },
  state: WaitingWrite['state'] = 'pending',
): WaitingWrite => ({ ...request, state });

describe('edits waiting in the outbox', () => {
  const pause = sipWrite({
    basket: saved,
    sip: { amount: 500_000, day: 5, active: false },
  }).request;
  const newDay = sipWrite({
    basket: saved,
    sip: { amount: 700_000, day: 12, active: true },
  }).request;
  const sameDay = sipWrite({
    basket: saved,
    sip: { amount: 800_000, day: 5, active: true },
  }).request;
  const rename = updateWrite({
    basket: saved,
    update: renameUpdate(saved, 'Retirement core'),
  }).request;
  const remove = deleteWrite(saved).request;
  const other = sipWrite({
    basket: { basketId: 'another', name: 'Other' },
    sip: { amount: 500_000, day: 5, active: false },
  }).request;

  it.each([
    ['nothing waiting', [], { name: saved.name, sip: saved.sip, deleted: false, unsent: 0 }],
    [
      'a pause',
      [waiting(pause)],
      {
        name: saved.name,
        sip: { amount: 500_000, day: 5, active: false, nextDate: null },
        deleted: false,
        unsent: 1,
      },
    ],
    [
      'a new day: the next date is not known yet',
      [waiting(newDay)],
      {
        name: saved.name,
        sip: { amount: 700_000, day: 12, active: true, nextDate: null },
        deleted: false,
        unsent: 1,
      },
    ],
    [
      'a new amount on the same day keeps the next date',
      [waiting(sameDay)],
      {
        name: saved.name,
        sip: { amount: 800_000, day: 5, active: true, nextDate: '2026-02-05' },
        deleted: false,
        unsent: 1,
      },
    ],
    [
      'a rename and a deletion',
      [waiting(rename), waiting(remove)],
      { name: 'Retirement core', sip: saved.sip, deleted: true, unsent: 2 },
    ],
    [
      'another basket’s edit and a refused one are not laid over',
      [waiting(other), waiting(rename, 'failed')],
      { name: saved.name, sip: saved.sip, deleted: false, unsent: 0 },
    ],
  ])('%s', (_, writes, expected) => {
    const view = withPendingEdits(saved, writes, path);
    expect({
      name: view.basket.name,
      sip: view.basket.sip,
      deleted: view.deleted,
      unsent: view.unsent,
    }).toEqual(expected);
  });
});

describe('what each write sends', () => {
  const custom = basket({
    weighting: 'custom',
    stocks: [stock({ symbol: 'INFY', weightBp: 6_000 }), stock({ symbol: 'TCS', weightBp: 4_000 })],
  });
  it.each([
    [
      'an investment: confirm, with the preview’s day',
      investWrite({ basket: saved, amount: 5_900_000, asOf: '2026-01-12' }).request,
      {
        kind: 'basket-invest',
        replay: 'confirm',
        method: 'POST',
        path: `${path}/invest`,
        body: { amount: 5_900_000, asOf: '2026-01-12' },
        label: 'Invest ₹59,000.00 in Steady compounders',
      },
    ],
    [
      'a retry: only the group',
      investWrite({ basket: saved, retryOf: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' }).request,
      {
        kind: 'basket-invest',
        replay: 'confirm',
        method: 'POST',
        path: `${path}/invest`,
        body: { retryOf: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' },
        label: 'Retry the orders of Steady compounders that did not go through',
      },
    ],
    [
      'a rebalance: confirm, with the preview’s day',
      rebalanceWrite({ basket: saved, asOf: '2026-01-12' }).request,
      {
        kind: 'basket-rebalance',
        replay: 'confirm',
        method: 'POST',
        path: `${path}/rebalance`,
        body: { asOf: '2026-01-12' },
        label: 'Rebalance Steady compounders',
      },
    ],
    [
      'an SIP: silent, latest only',
      sipWrite({ basket: saved, sip: { amount: 500_000, day: 5, active: true } }).request,
      {
        kind: 'basket-sip',
        replay: 'silent',
        method: 'PUT',
        path: `${path}/sip`,
        body: { amount: 500_000, day: 5, active: true },
        coalesce: true,
        label: 'SIP of ₹5,000.00 on day 5 for Steady compounders',
      },
    ],
    [
      'a rename of an equal-weight basket sends no weights',
      updateWrite({ basket: saved, update: renameUpdate(saved, 'Core') }).request,
      {
        kind: 'basket-update',
        replay: 'silent',
        method: 'PUT',
        path,
        body: {
          name: 'Core',
          weighting: 'equal',
          stocks: [{ symbol: 'INFY' }, { symbol: 'TCS' }],
          toleranceBp: 200,
        },
        coalesce: true,
        label: 'Rename Steady compounders to Core',
      },
    ],
    [
      'a rename of a custom basket keeps its weights',
      updateWrite({ basket: custom, update: renameUpdate(custom, 'Core') }).request,
      {
        kind: 'basket-update',
        replay: 'silent',
        method: 'PUT',
        path,
        body: {
          name: 'Core',
          weighting: 'custom',
          stocks: [
            { symbol: 'INFY', weightBp: 6_000 },
            { symbol: 'TCS', weightBp: 4_000 },
          ],
          toleranceBp: 200,
        },
        coalesce: true,
        label: 'Rename Steady compounders to Core',
      },
    ],
    [
      'a deletion',
      deleteWrite(saved).request,
      {
        kind: 'basket-delete',
        replay: 'silent',
        method: 'DELETE',
        path,
        label: 'Delete the basket Steady compounders',
      },
    ],
  ])('%s', (_, request, expected) => {
    expect(request).toEqual(expected);
  });
});
