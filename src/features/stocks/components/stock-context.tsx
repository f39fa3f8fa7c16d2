import { createContext, useContext } from 'react';
import type { Instrument } from '../model/contract';

/** The stock whose page is open, for its views (the page renders them only once it is known). */
export const StockContext = createContext<Instrument | null>(null);

export function useStock(): Instrument {
  const stock = useContext(StockContext);
  if (!stock) throw new Error('useStock is for the views inside a StockPage');
  return stock;
}
