import type { SegmentQueryType, SegmentType } from '@bo/contract';

/** How the segment list names segment kinds and query types. */
export const SEGMENT_TYPE_LABEL: Readonly<Record<SegmentType, string>> = { email: 'E-mail', push_notifications: 'Push notifications' };
export const SEGMENT_QUERY_TYPE_LABEL: Readonly<Record<SegmentQueryType, string>> = { raw_sql: 'Raw SQL', builder: 'Builder' };

/** The label of a value the server sent, or the value itself when it is not one the screen knows. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;
