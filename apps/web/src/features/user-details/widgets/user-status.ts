import { userStatus } from '@bo/contract';

/** The dot colour of each user status (1 Active ... 6 On Hold). */
const STATUS_DOT: Readonly<Record<number, string>> = {
  [userStatus.value.active]: 'green',
  [userStatus.value.banned]: 'red',
  [userStatus.value.shadowBanned]: 'grape',
  [userStatus.value.review]: 'yellow',
  [userStatus.value.shadowReview]: 'orange',
  [userStatus.value.onHold]: 'blue',
};

export const userStatusDotColour = (status: number): string => STATUS_DOT[status] ?? 'gray';
export const userStatusLabel = (status: number): string => userStatus.labelOf(status) ?? String(status);
