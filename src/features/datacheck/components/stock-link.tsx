import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** A stock's symbol, linking to its page. */
export function StockLink({ symbol, name }: { symbol: string; name: string }) {
  return (
    <ChakraLink asChild fontWeight="semibold" title={name}>
      <Link to="/stocks/exchange/$exchangecd/symbol/$symbol" params={{ exchangecd: 'NSE', symbol }}>
        {symbol}
      </Link>
    </ChakraLink>
  );
}
