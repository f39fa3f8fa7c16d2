import { Button, type ButtonProps } from '@chakra-ui/react';
import type { Holding } from '../model/contract';
import type { Side } from '../model/order-rules';

interface HoldingTradeButtonsProps {
  holding: Holding;
  onTrade: (holding: Holding, side: Side) => void;
  /** How each button sits: small in a table row, stretched on a phone's card. */
  button?: ButtonProps;
}

/** "Buy more" and "Sell" for one holding, named with its symbol for screen readers. */
export function HoldingTradeButtons({ holding, onTrade, button }: HoldingTradeButtonsProps) {
  return (
    <>
      <Button
        {...button}
        colorPalette="green"
        variant="subtle"
        aria-label={`Buy more ${holding.symbol}`}
        onClick={() => onTrade(holding, 'BUY')}
      >
        Buy more
      </Button>
      <Button
        {...button}
        colorPalette="red"
        variant="subtle"
        aria-label={`Sell ${holding.symbol}`}
        onClick={() => onTrade(holding, 'SELL')}
      >
        Sell
      </Button>
    </>
  );
}
