import {
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_ROUTE,
  SEGMENT_OPTIONS_PER_PAGE,
  ZCodeNameListAnswer,
  ZEmailCampaignAnswer,
  ZEmailCampaignListAnswer,
  ZEmailCampaignSaveAnswer,
  ZPushCampaignListAnswer,
  ZSegmentListAnswer,
  type CampaignCallKey,
  type CampaignFilters,
  type SegmentType,
} from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** The path of a project's campaign call: `/api/five-surveys/email-campaigns/:id` with its params filled. */
export function campaignPath(project: string, key: CampaignCallKey, params: Record<string, string | number> = {}): string {
  let path = CAMPAIGN_ROUTE[key].path.replace(':project', encodeURIComponent(project));
  for (const [name, value] of Object.entries(params)) path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  return path;
}

const campaignsKey = (project: string) => ['campaigns', project] as const;

/** Every segment of a kind, for the segment selects (per_page 999, specification 03, section 9). */
export const segmentOptionsQuery = (project: string, segmentType: SegmentType) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'segment-options', segmentType],
    queryFn: ({ signal }) =>
      api
        .post(
          campaignPath(project, 'segmentList'),
          { page: 1, per_page: SEGMENT_OPTIONS_PER_PAGE, filters: { segment_type: segmentType } },
          { schema: ZSegmentListAnswer, signal },
        )
        .then((a) => a.data),
  });

export const emailLanguagesQuery = (project: string) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'email-languages'],
    queryFn: ({ signal }) => api.get(campaignPath(project, 'emailLanguages'), { schema: ZCodeNameListAnswer, signal }).then((a) => a.data),
  });

export const emailListQuery = (project: string, page: number, filters: Partial<CampaignFilters>) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'emails', { page, filters }],
    queryFn: ({ signal }) =>
      api.post(campaignPath(project, 'emailList'), { page, per_page: CAMPAIGN_PAGE_SIZE, filters }, { schema: ZEmailCampaignListAnswer, signal }),
  });

export const emailCampaignQuery = (project: string, id: number) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'email', id],
    queryFn: ({ signal }) => api.get(campaignPath(project, 'emailShow', { id }), { schema: ZEmailCampaignAnswer, signal }).then((a) => a.data),
  });

/** Creates (no id) or updates an e-mail campaign; the project's lists are fetched again after. */
export function useSaveEmailCampaign(project: string, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      id === null
        ? api.post(campaignPath(project, 'emailCreate'), body, { schema: ZEmailCampaignSaveAnswer })
        : api.put(campaignPath(project, 'emailUpdate', { id }), body, { schema: ZEmailCampaignSaveAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}

/** GET /api/:project/fcm-campaigns: filters and paging as query parameters, statuses comma-joined. */
export const pushListQuery = (project: string, page: number, filters: Partial<CampaignFilters>) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'pushes', { page, filters }],
    queryFn: ({ signal }) =>
      api.get(campaignPath(project, 'pushList'), {
        query: {
          page,
          per_page: CAMPAIGN_PAGE_SIZE,
          segment_id: filters.segment_id,
          statuses: filters.statuses && filters.statuses.length > 0 ? filters.statuses.join(',') : undefined,
          scheduled_at_from: filters.scheduled_at_from,
          scheduled_at_to: filters.scheduled_at_to,
          user_target_datetime_from: filters.user_target_datetime_from,
          user_target_datetime_to: filters.user_target_datetime_to,
        },
        schema: ZPushCampaignListAnswer,
        signal,
      }),
  });

/** POST /api/:project/fcm-campaigns/:id/cancel: the campaign becomes Cancelled (status 6). */
export function useCancelPushCampaign(project: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(campaignPath(project, 'pushCancel', { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}

/** PUT /api/:project/email-campaigns/:id/translations/:language_code {subject, body}. */
export function useSaveEmailTranslation(project: string, id: number, languageCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) =>
      api.put<{ message: string }>(campaignPath(project, 'emailTranslation', { id, language_code: languageCode }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}
