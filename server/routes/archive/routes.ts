import { z } from 'zod';
import { factorList, instrumentFactors } from '../../archive/factors/read';
import { priceHistory } from '../../archive/read/history';
import { findIndex, indexDetail, indexHistory, indexSummaries } from '../../archive/read/indices';
import {
  findInstrument,
  fundamentals,
  instrumentDetail,
  quotesFor,
} from '../../archive/read/instrument';
import { indexConstituents, marketInternals } from '../../archive/read/market-internals';
import { marketSentiment } from '../../archive/read/market-sentiment';
import { peersOf } from '../../archive/read/peers';
import { scanArchive } from '../../archive/read/scan';
import { searchInstruments } from '../../archive/read/search';
import { stockTable } from '../../archive/read/stock-table';
import { financialStrengthOf } from '../../archive/read/strength';
import { themeHistory, themeList } from '../../archive/read/themes';
import { universeOf } from '../../archive/read/universe';
import { limitOverview } from '../../archive/market-summary';
import * as mi from '../../archive/schemas/market-internals';
import * as q from '../../archive/schemas/queries';
import * as r from '../../archive/schemas/responses';
import { ApiError } from '../../errors';
import { scanQuery, scanResultData } from './scan-schema';
import { Uncached } from './respond';
import { route, type ArchiveRoute } from './route-table';

const emptyParams = z.strictObject({});

/** The archive data API (spec 7): public market data, open to guests. */
export const ARCHIVE_ROUTES: ArchiveRoute[] = [
  route({
    path: '/instruments/search',
    operationId: 'searchInstruments',
    summary: 'Instrument search for typeahead',
    description:
      'Ranked: exact symbol or ISIN, symbol prefix, name prefix, a name word prefix, then (3+ characters) anywhere; larger companies first among equals.',
    tag: 'Instruments',
    params: emptyParams,
    query: q.searchQuery,
    data: z.array(r.instrumentSummarySchema),
    handler: ({ query, snapshot }) =>
      searchInstruments(snapshot, query.q, query.limit, query.exchange),
  }),
  route({
    path: '/instruments/universe',
    operationId: 'listUniverse',
    summary: 'Every listed instrument, compact, for searching on the device',
    description:
      'Exchange, symbol, name, ISIN, sector, industry and market-capitalisation rank, largest first. Changes only with the data-update time, so clients cache it and search offline.',
    tag: 'Instruments',
    params: emptyParams,
    query: q.universeQuery,
    data: z.array(r.universeEntrySchema),
    handler: ({ snapshot }) => universeOf(snapshot),
  }),
  route({
    path: '/instruments/:symbol',
    operationId: 'getInstrument',
    summary:
      'Instrument detail with company facts, index memberships, latest quote and corporate actions',
    description: 'Unknown symbols answer 404 unknown_symbol.',
    tag: 'Instruments',
    params: q.symbolParam,
    query: q.instrumentQuery,
    data: r.instrumentDetailSchema,
    handler: ({ params, query, snapshot, orm }) =>
      instrumentDetail(orm, findInstrument(snapshot, query.exchange, params.symbol)),
  }),
  route({
    path: '/instruments/:symbol/history',
    operationId: 'getPriceHistory',
    summary: 'Price history: daily, weekly or monthly, raw or adjusted',
    description: 'Default range: the year up to the latest trading day. Prices in paise.',
    tag: 'Prices',
    params: q.symbolParam,
    query: q.historyQuery,
    data: r.historySchema,
    handler: ({ params, query, snapshot, orm }) =>
      priceHistory(orm, findInstrument(snapshot, query.exchange, params.symbol), query),
  }),
  route({
    path: '/instruments/:symbol/fundamentals',
    operationId: 'getFundamentals',
    summary: 'Quarterly fundamentals and shareholding, oldest quarter first',
    description: 'Money in paise, holdings in basis points.',
    tag: 'Instruments',
    params: q.symbolParam,
    query: q.fundamentalsQuery,
    data: r.fundamentalsSchema,
    handler: ({ params, query, snapshot, orm }) =>
      fundamentals(orm, findInstrument(snapshot, query.exchange, params.symbol), query.quarters),
  }),
  route({
    path: '/instruments/:symbol/strength',
    operationId: 'getFinancialStrength',
    summary: 'Financial strength: Piotroski F-score, Altman Z, coverage, leverage, liquidity, FSI',
    description:
      'Computed from the stored quarterly results (trailing twelve months against the twelve before) and the latest market capitalisation. Altman Z is not applicable to financial companies (reason given). Unknown symbols answer 404 unknown_symbol.',
    tag: 'Instruments',
    params: q.symbolParam,
    query: q.instrumentQuery,
    data: r.financialStrengthSchema,
    handler: ({ params, query, snapshot, orm }) =>
      financialStrengthOf(orm, findInstrument(snapshot, query.exchange, params.symbol)),
  }),
  route({
    path: '/instruments/:symbol/peers',
    operationId: 'getPeers',
    summary: 'The stock and its closest peers in its industry, with key ratios',
    description:
      'Peers: same NSE industry, nearest in market capitalisation. P/E and margins over the trailing twelve months announced by the latest close.',
    tag: 'Instruments',
    params: q.symbolParam,
    query: q.peersQuery,
    data: r.peersSchema,
    handler: ({ params, query, snapshot, orm }) =>
      peersOf(orm, snapshot, findInstrument(snapshot, query.exchange, params.symbol), query.limit),
  }),
  route({
    path: '/instruments/:symbol/market-sentiment',
    operationId: 'getMarketSentiment',
    summary: 'Market-implied sentiment: RSI, 52-week position, up-volume share, peers’ breadth',
    description:
      'Computed from adjusted daily bars; formulas and sources in src/features/stocks/model/market-sentiment.ts.',
    tag: 'Instruments',
    params: q.symbolParam,
    query: q.instrumentQuery,
    data: r.marketSentimentSchema,
    handler: ({ params, query, snapshot, orm }) =>
      marketSentiment(orm, snapshot, findInstrument(snapshot, query.exchange, params.symbol)),
  }),
  route({
    path: '/instruments/:symbol/factors',
    operationId: 'getFactorScores',
    summary: 'Factor scores: value, momentum, quality, low volatility, size and a composite',
    description:
      'z-scores against the NIFTY 500 and within the NSE sector (winsorised at ±3), the rank within sector and their history. 404 no_factor_scores outside the NIFTY 500; 503 factors_pending (Retry-After) while a load is being scored.',
    tag: 'Factors',
    params: q.symbolParam,
    query: q.factorsQuery,
    data: r.instrumentFactorsSchema,
    handler: ({ params, query, snapshot, orm }) =>
      instrumentFactors(
        orm,
        snapshot,
        findInstrument(snapshot, query.exchange, params.symbol),
        query,
      ),
  }),
  route({
    path: '/factors',
    operationId: 'listFactorScores',
    summary: 'Factor scores of every NIFTY 500 stock on a day, highest composite first',
    description:
      'Universe z-scores of each factor, the composite and the rank within sector. 503 factors_pending (Retry-After) while a load is being scored.',
    tag: 'Factors',
    params: emptyParams,
    query: q.factorListQuery,
    data: r.factorListSchema,
    handler: ({ query, snapshot, orm }) => factorList(orm, snapshot, query.date),
  }),
  route({
    path: '/stock-table',
    operationId: 'getStockTable',
    summary: 'Every listed NIFTY 500 stock with price, size, ratios and factor scores',
    description:
      'For filtering and sorting on the device. Size by market-capitalisation rank (SEBI: 1-100 large, 101-250 mid, the rest small); P/E, P/B, ROE and debt to equity over the trailing twelve months as in the peers view; dividend yield of the last 12 months. While a load is being scored the factor fields are null and factorsPending is true, and the answer is not cached (Cache-Control: no-store).',
    tag: 'Baskets',
    params: emptyParams,
    query: q.stockTableQuery,
    data: r.stockTableSchema,
    handler: async ({ snapshot, orm }) => {
      const table = await stockTable(orm, snapshot);
      return table.factorsPending ? new Uncached(table) : table;
    },
  }),
  route({
    path: '/scan',
    operationId: 'runScan',
    summary: 'Runs a scan over the NIFTY 500 at the latest close',
    description:
      'q is a scan in the scan language (docs/scan-language.md), e.g. `pe < 20 AND roe > 15 AND rsi(14) < 30`. The answer lists the matching stocks with the values the scan compares, one column each; prices in rupees. 400 invalid_scan carries position (offset, length, line, column), expected and suggestion beside detail; 422 scan_timeout when the scan runs longer than the time limit; 503 factors_pending (Retry-After) when it uses factor scores while a load is being scored.',
    tag: 'Scans',
    params: emptyParams,
    query: scanQuery,
    data: scanResultData,
    problems: {
      422: 'scan_timeout: the scan ran longer than the time limit and was stopped',
      503: 'factors_pending: factor scores are being computed for the latest load',
    },
    handler: ({ query, snapshot, orm }) => scanArchive(orm, snapshot, query.q),
  }),
  route({
    path: '/themes',
    operationId: 'listThemes',
    summary: 'Ready-made baskets built by a rule from the archive of the latest day',
    description:
      'NIFTY 50 equal weight, quality leaders, dividend yield, low volatility and momentum leaders: each with its rule, stocks and weights, minimum investment (whole shares of every stock within the default 2 % weight tolerance), back-history returns, volatility, worst drawdown and the risk category it fits. The back history holds today’s stocks only (survivorship bias: it flatters rules that pick past winners). 503 factors_pending (Retry-After) while a load is being scored.',
    tag: 'Baskets',
    params: emptyParams,
    query: q.themesQuery,
    data: r.themesSchema,
    handler: ({ snapshot, orm }) => themeList(orm, snapshot),
  }),
  route({
    path: '/themes/:id/history',
    operationId: 'getThemeHistory',
    summary: 'A theme’s back history, weekly, base 100, with the NIFTY 50 on the same base',
    description:
      'Today’s stocks in today’s weights, rebalanced on the first trading day of each month, over the five years to the latest close; prices adjusted for splits and bonuses (a price return, like the NIFTY 50). Survivorship caveat: the stocks are those the rule picks today, so the past looks better than anyone holding the rule at the time would have seen. 404 unknown_theme for an unknown id; 503 factors_pending (Retry-After) while a load is being scored.',
    tag: 'Baskets',
    params: q.themeParam,
    query: q.themesQuery,
    data: r.themeHistorySchema,
    handler: ({ params, snapshot, orm }) => themeHistory(orm, snapshot, params.id),
  }),
  route({
    path: '/quotes',
    operationId: 'getQuotes',
    summary: 'Latest quotes for many symbols in one call',
    description: `Up to ${q.QUOTES_MAX} symbols; unknown ones are listed in data.unknown, not an error.`,
    tag: 'Prices',
    params: emptyParams,
    query: q.quotesQuery,
    data: r.quotesSchema,
    handler: ({ query, snapshot }) => quotesFor(snapshot, query.exchange, query.symbols),
  }),
  route({
    path: '/indices',
    operationId: 'listIndices',
    summary: 'Indices with their latest level and change',
    description: 'NIFTY 50, NIFTY 500 and the sector indices built from NSE industries.',
    tag: 'Indices',
    params: emptyParams,
    query: q.indicesQuery,
    data: z.array(r.indexSummarySchema),
    handler: ({ query, snapshot }) => indexSummaries(snapshot, query.kind),
  }),
  route({
    path: '/indices/:code',
    operationId: 'getIndex',
    summary: 'An index with its constituents, units and weights',
    description: 'level = sum over members of units x close (paise).',
    tag: 'Indices',
    params: q.indexParam,
    query: q.indexQuery,
    data: r.indexDetailSchema,
    handler: ({ params, snapshot, orm }) =>
      indexDetail(orm, snapshot, findIndex(snapshot, params.code)),
  }),
  route({
    path: '/indices/:code/constituents',
    operationId: 'getIndexConstituents',
    summary: 'An index’s members with their weight and today’s change',
    description:
      'For drilling into a sector from the market overview’s heatmap: heaviest first; prices in paise, changes in percent.',
    tag: 'Indices',
    params: q.indexParam,
    query: q.indexQuery,
    data: mi.sectorConstituentsSchema,
    handler: ({ params, snapshot, orm }) =>
      indexConstituents(orm, snapshot, findIndex(snapshot, params.code)),
  }),
  route({
    path: '/indices/:code/history',
    operationId: 'getIndexHistory',
    summary: 'Index levels: daily, weekly or monthly',
    description: 'Default range: the year up to the latest level.',
    tag: 'Indices',
    params: q.indexParam,
    query: q.indexHistoryQuery,
    data: r.indexHistorySchema,
    handler: ({ params, query, snapshot, orm }) =>
      indexHistory(orm, findIndex(snapshot, params.code), query),
  }),
  route({
    path: '/market/overview',
    operationId: 'getMarketOverview',
    summary: 'Market overview of the latest trading day',
    description:
      'Index levels and changes, advances and declines, top gainers and losers, sector performance, new 52-week highs and lows.',
    tag: 'Market',
    params: emptyParams,
    query: q.overviewQuery,
    data: r.overviewSchema,
    handler: ({ query, snapshot }) => {
      if (!snapshot.overview)
        throw new ApiError(404, 'no_market_data', 'The archive holds no market data yet');
      return limitOverview(snapshot.overview, query.limit);
    },
  }),
  route({
    path: '/market/internals',
    operationId: 'getMarketInternals',
    summary: 'Advances and declines of 60 days, most active by value, the market stress gauge',
    description:
      'Advances and declines per trading day (NSE, close against the previous close, splits and bonuses taken into account) for the last 60 trading days; the 10 most active stocks by close × volume on the latest day; the stress gauge: breadth, share of stocks below their 200-day average, NIFTY 50 drawdown from its 52-week high and its 20-day realised volatility (annualised), each mapped to 0–100 and averaged (rules: docs/market-stress.md).',
    tag: 'Market',
    params: emptyParams,
    query: q.universeQuery,
    data: mi.marketInternalsSchema,
    handler: ({ snapshot, orm }) => marketInternals(orm, snapshot),
  }),
];
