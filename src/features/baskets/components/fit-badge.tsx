import { Badge } from '@chakra-ui/react';
import type { RiskCategoryId } from '@/domain/risk-categories';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { fitsInvestor } from '../model/fit';
import { FIT_TEXT } from '../model/format';

// Whether a basket suits the investor's risk category, in words (colour only repeats them).

const PALETTE = { fits: 'green', riskier: 'orange', unknown: 'gray' } as const;

export function FitBadge({
  fit,
  investor,
}: {
  fit: RiskCategoryId;
  investor: RiskCategoryId | null;
}) {
  const verdict = fitsInvestor(fit, investor);
  return (
    <Badge
      colorPalette={PALETTE[verdict]}
      variant="subtle"
      whiteSpace="normal"
      title={`Suits investors who are ${RISK_CATEGORIES[fit].label.toLowerCase()} or more`}
    >
      {FIT_TEXT[verdict]}
    </Badge>
  );
}
