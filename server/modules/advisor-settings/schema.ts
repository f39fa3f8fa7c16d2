import type * as z from 'zod/mini';
import {
  advisorSettingsSchema,
  maintenanceRequestSchema,
  maintenanceStateSchema,
  settingsShapeSchema,
  type SettingsInput,
} from '../../../src/features/advisor-settings/model/contract';
import { shared } from '../../openapi/shared-schema';

// The practice settings' contract (src/features/advisor-settings/model/contract.ts), named for
// the OpenAPI document.

const example: SettingsInput = {
  profile: {
    name: 'Anita Desai',
    sebiReg: 'INA000054321',
    sebiValidUntil: '2029-03-31',
    practiceName: 'Desai Wealth Advisory',
    contactEmail: 'office@desaiwealth.example',
    contactPhone: '+919820054321',
    officeAddress: '4th floor, 12 Hill Road, Bandra West, Mumbai 400050',
  },
  defaults: { driftBandBp: 500, reviewPeriodMonths: 12, idleCashThresholdPaise: 50_000_00 },
  notifications: {
    'suggestion-answer': { inApp: true },
    'research-call': { inApp: true },
    'scan-matches': { inApp: false },
  },
};

export const settingsBody = shared<SettingsInput>(settingsShapeSchema, 'AdvisorSettingsInput', [
  example,
]);
export const settingsAnswer = shared(advisorSettingsSchema, 'AdvisorSettings');
export const maintenanceBody = shared<z.output<typeof maintenanceRequestSchema>>(
  maintenanceRequestSchema,
  'MaintenanceSwitch',
  [{ on: true, confirm: 'MAINTENANCE', until: '2026-03-01T18:30:00.000Z' }],
);
export const maintenanceAnswer = shared(maintenanceStateSchema, 'MaintenanceState');
