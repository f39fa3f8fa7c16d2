import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { maintenanceAnswer, maintenanceBody, settingsAnswer, settingsBody } from './schema';
import {
  assertAdmin,
  maintenanceOf,
  MAINTENANCE_OFF_COMMAND,
  saveSettings,
  settingsOf,
  switchMaintenance,
} from './service';

const TAG = 'Adviser settings';
const now = () => new Date();
const NOT_ADMIN =
  'Admin advisers only: another adviser is a 403 `not_admin`, an investor a 403 by role.';

/** The adviser's practice settings and the admin's maintenance switch (issue 15, Deliver 6). */
export const advisorSettingsRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/settings',
    operationId: 'getAdvisorSettings',
    summary: 'The adviser’s practice profile, defaults and notification choices',
    description:
      'Defaults apply until the adviser saves: a ±5 pp drift band, a 12-month review period ' +
      'and ₹50,000 of idle cash; every notification on.',
    tag: TAG,
    access: ['A'],
    response: { description: 'The settings', schema: settingsAnswer },
    handler: ({ caller, deps }) => settingsOf(deps.db.orm, caller.sub, now()),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/settings',
    operationId: 'saveAdvisorSettings',
    summary: 'Saves the whole practice profile, defaults and notification choices',
    description:
      'The SEBI registration is the adviser’s profile (also shown to clients); the rest is the ' +
      'practice’s. The name is checked but kept from the sign-in account (the profile follows ' +
      'its token): change it there first. A validity date that has passed is refused: a lapsed ' +
      'registration is not saved as current.',
    tag: TAG,
    access: ['A'],
    idempotency: 'optional',
    body: settingsBody,
    problems: {
      400: 'A body of the wrong shape (a missing or unknown field, a wrong type)',
      422: 'A value that breaks a rule (`invalid_settings`), each named in `errors`',
    },
    response: { status: 200, description: 'The settings as saved', schema: settingsAnswer },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await saveSettings(tx, caller.sub, body, now()),
      audit: {
        entity: 'advisor_settings',
        entityId: caller.sub,
        action: 'Saved the practice settings',
      },
    }),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/maintenance',
    operationId: 'getMaintenanceSwitch',
    summary: 'Whether maintenance mode is on, and its automatic end (admin advisers)',
    tag: TAG,
    access: ['A'],
    description: NOT_ADMIN,
    response: { description: 'The maintenance switch', schema: maintenanceAnswer },
    handler: async ({ caller, deps }) => {
      await assertAdmin(deps.db.orm, caller);
      return maintenanceOf(deps.db.orm);
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/advisor/maintenance',
    operationId: 'switchMaintenance',
    summary: 'Switches maintenance mode (spec 4: UNDER_MAINTENANCE) on or off (admin advisers)',
    description:
      'While on, every screen of the app, the admin’s included, shows the maintenance page: ' +
      `it is switched off on the server machine with \`${MAINTENANCE_OFF_COMMAND}\`, or ` +
      'automatically at `until` when one is given (at most a week ahead). ' +
      NOT_ADMIN,
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: maintenanceBody,
    problems: { 422: 'An end time less than five minutes or more than a week away (`until`)' },
    response: { status: 200, description: 'The switch as it is now', schema: maintenanceAnswer },
    handler: async ({ caller, body, tx }) => {
      await assertAdmin(tx, caller);
      const state = await switchMaintenance(tx, body, now());
      return {
        status: 200,
        body: state,
        audit: {
          entity: 'maintenance',
          entityId: null,
          action: state.on
            ? `Switched maintenance mode on${state.until ? ` until ${state.until}` : ''}`
            : 'Switched maintenance mode off',
        },
      };
    },
  }),
];
