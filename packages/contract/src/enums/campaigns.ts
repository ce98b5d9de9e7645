import { defineEnum } from './define.ts';

/** E-mail campaign status (specification 03, section 3). */
export const emailCampaignStatus = defineEnum('emailCampaignStatus', {
  initialized: { value: 1, label: 'Initialized' },
  translating: { value: 2, label: 'Translating' },
  translated: { value: 3, label: 'Translated' },
  readyToSchedule: { value: 4, label: 'Ready to schedule' },
  scheduled: { value: 5, label: 'Scheduled' },
  cancelled: { value: 6, label: 'Cancelled' },
  scheduling: { value: 7, label: 'Scheduling' },
});

/** Push campaign status (specification 03, section 3); cancelling sets Cancelled. */
export const pushCampaignStatus = defineEnum('pushCampaignStatus', {
  draft: { value: 0, label: 'Draft' },
  scheduled: { value: 1, label: 'Scheduled' },
  readyToSend: { value: 2, label: 'Ready to send' },
  inProgress: { value: 3, label: 'In progress' },
  completed: { value: 4, label: 'Completed' },
  failed: { value: 5, label: 'Failed' },
  cancelled: { value: 6, label: 'Cancelled' },
});

/** Only Draft and Scheduled can be chosen in a push campaign form. */
export const SELECTABLE_PUSH_CAMPAIGN_STATUSES: readonly number[] = [pushCampaignStatus.value.draft, pushCampaignStatus.value.scheduled];
export const selectablePushCampaignStatusOptions = pushCampaignStatus.options.filter((o) =>
  SELECTABLE_PUSH_CAMPAIGN_STATUSES.includes(o.value),
);
