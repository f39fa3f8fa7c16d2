import { describe, expect, it } from 'vitest';
import * as research from '../../../../src/features/research/model/suggestion-contract';
import * as suggestions from '../../../../src/features/suggestions/model/contract';

// The send dialog restates what it needs of the suggestions contract (a feature never imports
// another): the same samples parse the same with both, and the limits agree.

const sent = {
  ruleVersion: '2026-11-1',
  suggestions: [
    { suggestionId: 'a', investorId: 'b', name: 'Aarav Sharma', outcome: 'passed' },
    { suggestionId: 'c', investorId: 'd', name: 'Sunita Rao', outcome: 'overridden' },
  ],
};
const blocked = {
  ruleVersion: '2026-11-1',
  blocked: [
    {
      investorId: 'd',
      name: 'Sunita Rao',
      category: 'conservative',
      findings: [
        {
          rule: suggestions.findingSchema.shape.rule.options[0],
          limit: '10 %',
          actual: '25 %',
          detail: 'A single stock would be 25 % of the portfolio; the limit is 10 %.',
        },
      ],
    },
  ],
};

describe('the send dialog’s copy of the suggestions contract', () => {
  it('parses the answer and the 422 members as the suggestions contract does', () => {
    expect(research.sentSchema.parse(sent)).toEqual(suggestions.sentSchema.parse(sent));
    expect(research.blockedSchema.parse(blocked)).toEqual(suggestions.blockedSchema.parse(blocked));
  });

  it('builds bodies the suggestions contract accepts', () => {
    const bodies: research.CreateSuggestion[] = [
      {
        sendId: crypto.randomUUID(),
        source: { kind: 'call', callId: crypto.randomUUID() },
        to: { investorIds: ['x'] },
      },
      {
        sendId: crypto.randomUUID(),
        source: { kind: 'model', modelId: crypto.randomUUID(), amount: 50_000_00 },
        to: { category: 'moderate' },
        message: 'For your retirement goal',
        justification: 'The client asked for this after a long talk about the risk.',
      },
    ];
    for (const body of bodies) {
      expect(suggestions.createSuggestionSchema.safeParse(body).success).toBe(true);
    }
  });

  it('has the same limits', () => {
    expect(research.JUSTIFICATION_MIN).toBe(suggestions.JUSTIFICATION_MIN);
    expect(research.MESSAGE_MAX).toBe(suggestions.MESSAGE_MAX);
    expect(research.MODEL_AMOUNT_MIN).toBe(suggestions.MODEL_AMOUNT_MIN);
    expect(research.MODEL_AMOUNT_MAX).toBe(suggestions.MODEL_AMOUNT_MAX);
  });
});
