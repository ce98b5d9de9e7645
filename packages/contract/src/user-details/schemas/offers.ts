import { z } from 'zod';
import { ZCount, ZMoney, ZTimestamp, dataOf } from './common.ts';

/** The offer widget's hover card (specification 02, section 3, "Offer basic"). */
export const ZOfferBasic = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  invisibility_reasons: z.array(z.string()),
  platforms: z.array(z.string()),
  operating_systems: z.array(z.string()),
  /** Comma-separated country codes. */
  country_list: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  has_iap_data: z.boolean(),
  revenue_sum: ZMoney,
  clicks_count: ZCount,
  events_count: ZCount,
  client_name: z.string().nullable(),
  admin_created_name: z.string().nullable(),
  created_at_timeago: z.string(),
});
export type OfferBasic = z.infer<typeof ZOfferBasic>;
export const ZOfferBasicAnswer = dataOf(ZOfferBasic);

/**
 * An offer event as the offer widget and the offers overview show it (specification 02, section 3):
 * the provider's camelCase fields and the platform's snake_case ones, both as the specification lists them.
 */
export const ZOfferEvent = z.object({
  id: z.number().int(),
  eventId: z.string(),
  creditStatus: z.union([z.literal(0), z.literal(1)]),
  status: z.number().int().min(0).max(2),
  creditDate: ZTimestamp.nullable(),
  isHidden: z.boolean(),
  /** The server's clock when answering: 'Crediting now...' compares the credit date with it. */
  serverTime: ZTimestamp,
  disqualificationFlag: z.number().int().nullable(),
  disqualificationReason: z.string().nullable(),
  reward_name: z.string().nullable(),
  reward_id: z.string().nullable(),
  created_at: ZTimestamp,
  /** The delay from the offer click to the event, e.g. '2h 5m'. */
  delay: z.string().nullable(),
  delay_seconds: z.number().int().nullable(),
  /** Average delay of the same reward over every user, seconds. */
  avg_delay: z.number().int().nullable(),
  revenue: ZMoney,
  publisher_payout: ZMoney,
  credit_status: z.union([z.literal(0), z.literal(1)]),
  credit_date: ZTimestamp.nullable(),
  is_hidden: z.boolean(),
  is_high_risk: z.boolean(),
  progress_required_event_count: z.number().int().nullable(),
  events_counter: ZCount,
  step_created_at: ZTimestamp.nullable(),
  /** Seconds from the event to its latest step. */
  step_delay: z.number().int().nullable(),
  disqualification_flag: z.number().int().nullable(),
  disqualification_reason: z.string().nullable(),
});
export type OfferEvent = z.infer<typeof ZOfferEvent>;

/** GET /api/user/:id/offer-details: the user's offers with their events (specification 02, "Offer overview"). */
export const ZOfferOverview = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  icon_url: z.string().nullable(),
  started_at: ZTimestamp,
  publisher_payout_sum: ZMoney,
  transaction_value_sum: ZMoney,
  has_iap_data: z.boolean(),
  user_id: z.number().int(),
  events: z.array(ZOfferEvent),
});
export const ZOfferOverviewAnswer = dataOf(z.array(ZOfferOverview));

/** IAP purchases grouped by offer (GET /api/user/:userId/iap-data-group-offer). */
export const ZIapOfferGroup = z.object({
  name: z.string(),
  offer_id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  transactions_count: ZCount,
  transaction_value_sum: ZMoney,
  last_transaction_time: ZTimestamp,
});
export const ZIapGroupAnswer = dataOf(z.array(ZIapOfferGroup));

/** One IAP purchase (GET /api/user/:userId/iap-data/:offerId). */
export const ZIapRow = z.object({
  name: z.string(),
  offer_id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  transaction_value: ZMoney,
  transaction_time: ZTimestamp,
  external_transaction_id: z.string().nullable(),
});
export const ZIapRowsAnswer = dataOf(z.array(ZIapRow));

/** One step of an offer event's reward (GET /api/user/:userId/event-steps/:rewardId). */
export const ZEventStep = z.object({ created_at: ZTimestamp, is_paid: z.boolean(), external_transaction_id: z.string().nullable() });
export const ZEventStepsAnswer = dataOf(z.array(ZEventStep));
