import { z } from 'zod';
import { FORM_MESSAGES } from '../resources/form.ts';

/** Messages of the survey group's members (ours: the specification names the action, not its wording). */
export const SURVEY_GROUP_MESSAGES = {
  tooMany: (label: string, max: number) => `${label}: at most ${max} surveys.`,
  notFound: (label: string, ids: string) => `${label}: ${ids} not found.`,
} as const;

/** Most surveys one survey group holds. */
export const SURVEY_GROUP_MAX_SURVEYS = 500;

/**
 * A survey group's member surveys: ids as a list or as text separated by commas, spaces or lines, each
 * once. Left out of a request (undefined) the members stay as they are; empty, the group holds none.
 * admin-api checks that each id names a survey.
 */
export const surveyIdsField = (label: string, max = SURVEY_GROUP_MAX_SURVEYS) =>
  z
    .unknown()
    .transform((v, ctx) => {
      const list =
        v === null
          ? []
          : Array.isArray(v)
            ? v.map(String)
            : typeof v === 'string' || typeof v === 'number'
              ? String(v).split(/[\s,;]+/)
              : null;
      const ids = list?.map((x) => x.trim()).filter(Boolean);
      if (!ids || ids.some((x) => !/^\d{1,9}$/.test(x) || Number(x) < 1)) {
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notWhole(label) });
        return z.NEVER;
      }
      const unique = [...new Set(ids.map(Number))];
      if (unique.length > max) ctx.addIssue({ code: 'custom', message: SURVEY_GROUP_MESSAGES.tooMany(label, max) });
      return unique;
    })
    .optional();
