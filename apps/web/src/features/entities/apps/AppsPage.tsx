import { APP_SURVEYS_CALL, APP_SURVEYS_MESSAGES, appsResource } from '@bo/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { useSwitchAppSurveys, type SurveySwitch } from '../api/app-surveys.ts';
import type { ListRow } from '../../table/api/list-rows.ts';
import { canCallNamed } from '../../table/call-permissions.ts';
import { TableScreen } from '../../table/TableScreen.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';

/**
 * /apps: the apps' table screen with Stop/Resume App Survey (specification 01 section 6: top admins,
 * app_survey_stop_resume) on each row, whichever applies, after a confirmation naming the app.
 */
export default function AppsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [asked, setAsked] = useState<SurveySwitch | null>(null);
  const allowed = canCallNamed(admin, APP_SURVEYS_CALL.name);
  const write = useSwitchAppSurveys({ onDone: () => setAsked(null) });
  const rowActions = allowed
    ? (row: ListRow) => {
        const running = row.surveys_running === true;
        const label = running ? APP_SURVEYS_MESSAGES.stop : APP_SURVEYS_MESSAGES.resume;
        return (
          <Button
            size="compact-xs"
            variant="light"
            color={running ? 'red' : 'green'}
            onClick={() => setAsked({ id: Number(row.id), name: String(row.name), running: !running })}
          >
            {label}
          </Button>
        );
      }
    : undefined;
  if (!route) return null;
  return (
    <>
      <TableScreen resource={appsResource} title={route.title} rowActions={rowActions} />
      <ConfirmModal
        opened={asked !== null}
        title={APP_SURVEYS_MESSAGES.confirmTitle(asked?.running ?? false)}
        text={asked ? APP_SURVEYS_MESSAGES.confirmText(asked.running, asked.name, asked.id) : ''}
        confirm={asked?.running ? APP_SURVEYS_MESSAGES.resume : APP_SURVEYS_MESSAGES.stop}
        loading={write.isPending}
        onConfirm={() => asked && write.mutate(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
