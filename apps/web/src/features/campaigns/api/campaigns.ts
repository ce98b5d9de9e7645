import {
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_ROUTE,
  SEGMENT_OPTIONS_PER_PAGE,
  ZCodeNameListAnswer,
  ZEmailCampaignAnswer,
  ZEmailCampaignListAnswer,
  ZEmailCampaignSaveAnswer,
  ZPushCampaignAnswer,
  ZPushCampaignListAnswer,
  ZPushCampaignSaveAnswer,
  ZSegmentListAnswer,
  type CampaignCallKey,
  type CampaignFilters,
  type SegmentListFilters,
  type SegmentType,
} from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callPath } from '../../../lib/api/call.ts';
import { api, type AnswerSchema } from '../../../lib/api/client.ts';
import type { CampaignKindUi } from '../kinds.ts';
import { toCampaignDetail, toCampaignRow } from './campaign-view.ts';

/** The path of a project's campaign call: `/api/five-surveys/email-campaigns/:id` with its params filled. */
export function campaignPath(project: string, key: CampaignCallKey, params: Record<string, string | number> = {}): string {
  return callPath(CAMPAIGN_ROUTE[key].path, { ...params, project });
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

/** One page of a project's segments, 10 a page, newest first (specification 03, sections 3 and 9). */
export const segmentListQuery = (project: string, page: number, filters: SegmentListFilters) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'segments', { page, filters }],
    queryFn: ({ signal }) =>
      api.post(
        campaignPath(project, 'segmentList'),
        { page, per_page: CAMPAIGN_PAGE_SIZE, filters },
        { schema: ZSegmentListAnswer, signal },
      ),
  });

/** The countries a segment can target (GET /api/:project/segments/countries), for the segment filter. */
export const segmentCountriesQuery = (project: string) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'segment-countries'],
    queryFn: ({ signal }) =>
      api.get(campaignPath(project, 'segmentCountries'), { schema: ZCodeNameListAnswer, signal }).then((a) => a.data),
  });

/** The languages a campaign can be written in (the same list serves e-mail and push campaigns). */
export const campaignLanguagesQuery = (project: string) =>
  queryOptions({
    queryKey: [...campaignsKey(project), 'languages'],
    queryFn: ({ signal }) => api.get(campaignPath(project, 'emailLanguages'), { schema: ZCodeNameListAnswer, signal }).then((a) => a.data),
  });

/** E-mail lists are POSTed with the filters in the body; push lists are a GET with them as query parameters, statuses comma-joined. */
function fetchList(kind: CampaignKindUi, project: string, page: number, filters: Partial<CampaignFilters>, signal: AbortSignal) {
  if (kind.name === 'email') {
    return api.post(
      campaignPath(project, 'emailList'),
      { page, per_page: CAMPAIGN_PAGE_SIZE, filters },
      { schema: ZEmailCampaignListAnswer, signal },
    );
  }
  return api.get(campaignPath(project, 'pushList'), {
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
  });
}

/** One page of a project's campaigns of a kind, 10 a page, newest first. */
export const campaignListQuery = (kind: CampaignKindUi, project: string, page: number, filters: Partial<CampaignFilters>) =>
  queryOptions({
    queryKey: [...campaignsKey(project), kind.name, 'list', { page, filters }],
    queryFn: async ({ signal }) => {
      const answer = await fetchList(kind, project, page, filters, signal);
      return { ...answer, data: answer.data.map((c) => toCampaignRow(kind, c)) };
    },
  });

/** One campaign with every translation. */
export const campaignQuery = (kind: CampaignKindUi, project: string, id: number) =>
  queryOptions({
    queryKey: [...campaignsKey(project), kind.name, 'one', id],
    queryFn: async ({ signal }) => {
      const path = campaignPath(project, kind.calls.show, { id });
      const answer =
        kind.name === 'email'
          ? await api.get(path, { schema: ZEmailCampaignAnswer, signal })
          : await api.get(path, { schema: ZPushCampaignAnswer, signal });
      return toCampaignDetail(kind, answer.data);
    },
  });

/** Both kinds answer a save with a message and the campaign; the screens show the message and refetch. */
const saveAnswerSchema = (kind: CampaignKindUi): AnswerSchema<{ message: string }> =>
  kind.name === 'email' ? ZEmailCampaignSaveAnswer : ZPushCampaignSaveAnswer;

/** Creates (no id) or updates a campaign; the project's lists are fetched again after. */
export function useSaveCampaign(kind: CampaignKindUi, project: string, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown): Promise<{ message: string }> =>
      id === null
        ? api.post(campaignPath(project, kind.calls.create), body, { schema: saveAnswerSchema(kind) })
        : api.put(campaignPath(project, kind.calls.update, { id }), body, { schema: saveAnswerSchema(kind) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}

/** PUT .../:id/translations/:language_code with {subject|title, body}. */
export function useSaveTranslation(kind: CampaignKindUi, project: string, id: number, languageCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>): Promise<{ message: string }> =>
      api.put(campaignPath(project, kind.calls.translation, { id, language_code: languageCode }), body, { schema: saveAnswerSchema(kind) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}

/** POST /api/:project/fcm-campaigns/:id/cancel: the campaign becomes Cancelled (status 6). */
export function useCancelPushCampaign(project: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(campaignPath(project, 'pushCancel', { id }), undefined, { schema: ZPushCampaignSaveAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey(project) }),
  });
}
