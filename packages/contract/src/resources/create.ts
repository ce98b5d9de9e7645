import { z } from 'zod';

/** Ours: the specification leaves the create flow's messages open. */
export const CREATE_MESSAGES = {
  title: (entity: string) => `Add ${entity.toLowerCase()}`,
  created: (entity: string, name: string) => `${entity} ${name} has been added`,
  duplicate: (entity: string, field: string) => `A ${entity.toLowerCase()} with this ${field} already exists.`,
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** POST {url}: the new row with the resource's columns, and the success message. */
export const ZResourceCreateAnswer = z.object({ data: z.record(z.string(), z.unknown()), message: z.string() });
export type ResourceCreateAnswer = z.infer<typeof ZResourceCreateAnswer>;

/** A required single-line text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: CREATE_MESSAGES.required(label) })
    .trim()
    .min(1, { error: CREATE_MESSAGES.required(label) })
    .max(max, { error: CREATE_MESSAGES.tooLong(label, max) });

/** An optional text: trimmed; empty means none (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: CREATE_MESSAGES.tooLong(label, max) })
    .nullish()
    .transform((v) => (v ? v : null));
