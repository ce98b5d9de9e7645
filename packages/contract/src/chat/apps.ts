import type { ProjectSlug } from '../routes/types.ts';

export interface ChatApp {
  /** The chat app id (specification 03, section 1). */
  id: number;
  project: ProjectSlug;
  title: string;
}

/** The consumer apps users chat from, by chat app id (specification 03, section 1). */
export const CHAT_APPS: readonly ChatApp[] = [
  { id: 13, project: 'prime-opinion', title: 'Prime Opinion' },
  { id: 16, project: 'five-surveys', title: 'Five Surveys' },
  { id: 18, project: 'hey-cash', title: 'Hey Cash' },
  { id: 71, project: 'top-surveys', title: 'Top Surveys' },
  { id: 554, project: 'earn-star', title: 'Earn Star' },
];

export const CHAT_APP_IDS: readonly number[] = CHAT_APPS.map((a) => a.id);
