import {
  clickStatus,
  eventStatus,
  offerEventCreditStatus,
  offerEventStatus,
  profilingSource,
  questionType,
  transactionType,
  triggerEvent,
} from './activity.ts';
import { bonusCodeStatus, claimStatus, eligibilityRule, leaderboardStatus, rewardStatus } from './money.ts';
import { emailCampaignStatus, pushCampaignStatus } from './campaigns.ts';
import { conversationStatus, conversationType, messageType } from './chat.ts';
import { adminChatStatus, adminRole } from './staff.ts';
import { offersStatus, protectionMode, supplierBanType, supplierUserStatus, userReviewStatus, userStatus } from './user.ts';

export * from './activity.ts';
export * from './campaigns.ts';
export * from './chat.ts';
export * from './define.ts';
export * from './money.ts';
export * from './risk.ts';
export * from './staff.ts';
export * from './user.ts';

/** Every labelled enum by name, so a resource column can say `enum: 'userStatus'`. */
export const contractEnums = {
  userStatus,
  protectionMode,
  offersStatus,
  supplierUserStatus,
  supplierBanType,
  userReviewStatus,
  eventStatus,
  clickStatus,
  transactionType,
  triggerEvent,
  profilingSource,
  questionType,
  offerEventCreditStatus,
  offerEventStatus,
  adminRole,
  adminChatStatus,
  conversationStatus,
  conversationType,
  messageType,
  emailCampaignStatus,
  pushCampaignStatus,
  claimStatus,
  leaderboardStatus,
  eligibilityRule,
  rewardStatus,
  bonusCodeStatus,
} as const;
export type ContractEnumName = keyof typeof contractEnums;

/** The label of a value of the named enum, or undefined. */
export const enumLabel = (name: ContractEnumName, value: unknown): string | undefined => contractEnums[name].labelOf(value);
