import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { SUB_PERMISSION } from '../../permissions/names.ts';
import { ZPathId } from '../../user-details/schemas/params.ts';
import { defineResource, linkTo, yesNoOptions } from '../define.ts';

export const appsResource = defineResource({
  name: 'apps',
  url: '/api/apps',
  routeName: 'apps',
  title: 'Apps',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.app('id') },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.app('id') },
    { key: 'hash', label: 'Hash', type: 'text' },
    { key: 'project', label: 'Project', type: 'text', sortable: true },
    { key: 'currency_name', label: 'Currency', type: 'text' },
    { key: 'points_divisor', label: 'Points per Dollar', type: 'number' },
    { key: 'exchange_rate', label: 'Exchange Rate', type: 'number' },
    { key: 'is_core', label: 'Core App', type: 'boolean' },
    // The app's survey switch (migration 074): Stop / Resume is the row action of top admins.
    { key: 'surveys_running', label: 'Surveys Running', type: 'boolean', sortable: true },
    { key: 'users_count', label: 'Users', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'App IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'project', label: 'Project', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'is_core', label: 'Core App', kind: 'select', optionsFrom: yesNoOptions },
    { key: 'surveys_running', label: 'Surveys Running', kind: 'select', optionsFrom: yesNoOptions },
  ],
  search: 'App id or name',
  detail: { routeName: 'app_details', entity: 'App' },
});

/** Ours: the specification names the action (Stop/Resume App Survey) but not its messages. */
export const APP_SURVEYS_MESSAGES = {
  stop: 'Stop',
  resume: 'Resume',
  confirmTitle: (running: boolean) => (running ? 'Resume surveys?' : 'Stop surveys?'),
  confirmText: (running: boolean, name: string, id: number) =>
    running ? `Resume the surveys of app ${name} (${id})?` : `Stop the surveys of app ${name} (${id})?`,
  done: (running: boolean, name: string) => (running ? `Surveys of ${name} resumed` : `Surveys of ${name} stopped`),
  unchanged: (running: boolean, name: string) =>
    running ? `Surveys of ${name} are already running; nothing changed` : `Surveys of ${name} are already stopped; nothing changed`,
  notFound: (id: number) => `App ${id} not found`,
  runningRequired: 'running must be true (resume) or false (stop).',
} as const;

export const ZAppSurveysParams = z.object({ id: ZPathId });
export const ZAppSurveysBody = z.object({ running: z.boolean({ error: APP_SURVEYS_MESSAGES.runningRequired }) });
export const ZAppSurveysAnswer = z.object({
  data: z.object({ id: z.number(), name: z.string(), surveys_running: z.boolean(), changed: z.boolean() }),
  message: z.string(),
});
export type AppSurveysAnswer = z.infer<typeof ZAppSurveysAnswer>;

/**
 * Stop/Resume App Survey on /apps (specification 01 section 6: top admins only, app_survey_stop_resume):
 * sets the app's surveys_running; the same state again is a no-op that says so. Action-logged.
 */
export const APP_SURVEYS_CALL = {
  name: 'apps.surveysRunning',
  method: 'PUT',
  path: '/api/apps/:id/surveys-running',
  upstream: 'admin',
  permission: SUB_PERMISSION.appSurveyStopResume,
  summary: "Stops or resumes an app's surveys (surveys_running)",
  params: ZAppSurveysParams,
  body: ZAppSurveysBody,
  answer: ZAppSurveysAnswer,
} as const satisfies ApiCall;

export const appCalls: readonly ApiCall[] = [APP_SURVEYS_CALL];
