import { APP_SURVEYS_CALL, appsResource } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { useReloadingWrite, type WriteHandlers } from '../../../lib/api/use-write.ts';
import { listKeys } from '../../table/api/list-query.ts';

/** The switch asked for: the app, and the state it is to have (false: stop). */
export interface SurveySwitch {
  id: number;
  name: string;
  running: boolean;
}

/** Stops or resumes an app's surveys; the apps' table reloads. */
export function useSwitchAppSurveys(handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(appsResource),
    (s: SurveySwitch) => callApi(APP_SURVEYS_CALL, { params: { id: s.id }, body: { running: s.running } }),
    handlers,
  );
}
