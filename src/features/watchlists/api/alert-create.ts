import type { AlertKind } from '../model/alerts';
import { describeAlert } from '../model/alerts';
import type { StockRef } from '../model/rules';
import { ALERTS_PATH, useAlertWrite, type AlertWrite } from './alert-write';

// POST /api/investor/alerts with an id made here (so it can be deleted before it syncs).

export interface AlertInput {
  id: string;
  stock: StockRef & { name: string };
  kind: AlertKind;
  threshold: number;
}

export const alertCreateWrite = ({ id, stock, kind, threshold }: AlertInput): AlertWrite => {
  const body = { id, exchange: stock.exchange, symbol: stock.symbol, kind, threshold };
  return {
    request: {
      kind: 'alert-create',
      label: `Alert on ${stock.symbol}: ${describeAlert(kind, threshold)}`,
      replay: 'silent',
      method: 'POST',
      path: ALERTS_PATH,
      body,
    },
    edit: {
      kind: 'create-alert',
      alert: {
        ...body,
        name: stock.name,
        state: 'armed',
        lastDate: null,
        lastClose: null,
        createdAt: new Date().toISOString(),
        firedAt: null,
        fireCount: 0,
        demo: false,
      },
    },
  };
};

export const useCreateAlert = () => useAlertWrite(alertCreateWrite);
