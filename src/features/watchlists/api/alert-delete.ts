import { describeAlert } from '../model/alerts';
import type { PriceAlert } from '../model/contract';
import { ALERTS_PATH, useAlertWrite, type AlertWrite } from './alert-write';

// DELETE /api/investor/alerts/{id}.

export const alertDeleteWrite = (alert: PriceAlert): AlertWrite => ({
  request: {
    kind: 'alert-delete',
    label: `Delete the alert on ${alert.symbol}: ${describeAlert(alert.kind, alert.threshold)}`,
    replay: 'silent',
    method: 'DELETE',
    path: `${ALERTS_PATH}/${alert.id}`,
  },
  edit: { kind: 'delete-alert', id: alert.id },
});

export const useDeleteAlert = () => useAlertWrite(alertDeleteWrite);
