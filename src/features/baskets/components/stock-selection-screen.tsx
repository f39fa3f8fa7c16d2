import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { basketCreateSearch, parseSymbolList, symbolListParam } from '../model/selection';
import { StockSelection } from './stock-selection';

// /eqportfoliofiltter and /investor/eqportfoliofiltter: the stock selection for the investor's
// own basket. The picks live in the address (?symbols=), so a reload or the back button keeps
// them; "Build a basket" opens the basket form with them (and the goal, when there is one).

interface StockSelectionScreenProps {
  title: string;
  symbols?: string | undefined;
  goalId?: string | undefined;
  onSymbolsChange: (symbols: string | undefined) => void;
}

export function StockSelectionScreen({
  title,
  symbols,
  goalId,
  onSymbolsChange,
}: StockSelectionScreenProps) {
  const navigate = useNavigate();
  const selected = useMemo(() => parseSymbolList(symbols), [symbols]);
  return (
    <PageFrame
      title={title}
      description="Filter the NIFTY 500 by sector, size, price, fundamentals and factor scores, then pick the stocks for your basket."
    >
      <StockSelection
        selected={selected}
        onSelectedChange={(next) =>
          onSymbolsChange(next.length > 0 ? symbolListParam(next) : undefined)
        }
        onDone={(picked) =>
          void navigate({
            to: '/investor/baskets/basketscreate',
            search: basketCreateSearch({ symbols: picked, goalId }),
          })
        }
      />
    </PageFrame>
  );
}
