import { z } from 'zod';
import { CREATE_MESSAGES } from '../resources/create.ts';
import { FORM_MESSAGES } from '../resources/form.ts';

/** Messages of the operator config forms (ours: the specification names the rules, not their wording). */
export const OPERATOR_CONFIG_MESSAGES = {
  splitSum: (label: string, total: number) => `${label} must add up to 100 (now ${total}).`,
  splitCount: (label: string, variants: number) => `${label} needs one share per variant (${variants}).`,
  variantCount: (label: string, min: number, max: number) => `${label} must name ${min} to ${max} variants.`,
  variantRepeated: (label: string) => `${label} must not repeat a name.`,
  notUrl: (label: string) => `${label} must be an http(s) URL.`,
  endsBeforeStart: (label: string) => `${label} must not be before the start.`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A list input: an array (multiselect) or comma-separated text, trimmed, empty items dropped. */
const items = (v: unknown): unknown[] | null => {
  if (blank(v)) return [];
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return null;
};

/** Several ids chosen from the server's options, in the order chosen (admin-api checks them against the options). */
export const idListField = (label: string, { required = false, max = 20 } = {}) =>
  z.unknown().transform((v, ctx) => {
    const list = items(v);
    const ids = list?.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
    if (!ids || ids.some((x) => typeof x !== 'number' || !Number.isInteger(x) || x < 1)) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notOption(label) });
      return z.NEVER;
    }
    if (required && ids.length === 0) ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
    if (ids.length > max) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.tooBig(label, max) });
    return [...new Set(ids as number[])];
  });

const COUNTRY = /^[A-Za-z]{2}$/;

/** One country code (ISO 3166-1 alpha-2), upper-cased; admin-api checks it against its countries. */
export const countryField = (label: string) =>
  z.unknown().transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return z.NEVER;
    }
    if (typeof v !== 'string' || !COUNTRY.test(v.trim())) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notOption(label) });
      return z.NEVER;
    }
    return v.trim().toUpperCase();
  });

/** Several country codes (none: every country). */
export const countryListField = (label: string) =>
  z.unknown().transform((v, ctx) => {
    const list = items(v);
    if (!list || list.some((x) => typeof x !== 'string' || !COUNTRY.test(x))) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notOption(label) });
      return z.NEVER;
    }
    return [...new Set((list as string[]).map((x) => x.toUpperCase()))];
  });

/** An http(s) URL of at most `max` characters. */
export const urlField = (label: string, max = 500) =>
  z.unknown().transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return z.NEVER;
    }
    const text = String(v).trim();
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.tooLong(label, max) });
      return z.NEVER;
    }
    if (!URL.canParse(text) || !['http:', 'https:'].includes(new URL(text).protocol)) {
      ctx.addIssue({ code: 'custom', message: OPERATOR_CONFIG_MESSAGES.notUrl(label) });
      return z.NEVER;
    }
    return text;
  });

export const AB_VARIANTS = { min: 2, max: 5, nameMax: 40 } as const;

/** Variant names, comma-separated: 2 to 5, each at most 40 characters, no repeats. */
export const variantsField = (label: string) =>
  z.unknown().transform((v, ctx) => {
    const list = items(v);
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return z.NEVER;
    }
    const names = (list ?? []).map(String);
    if (!list || names.length < AB_VARIANTS.min || names.length > AB_VARIANTS.max)
      ctx.addIssue({ code: 'custom', message: OPERATOR_CONFIG_MESSAGES.variantCount(label, AB_VARIANTS.min, AB_VARIANTS.max) });
    else if (names.some((n) => n.length > AB_VARIANTS.nameMax))
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.tooLong(label, AB_VARIANTS.nameMax) });
    else if (new Set(names.map((n) => n.toLowerCase())).size !== names.length)
      ctx.addIssue({ code: 'custom', message: OPERATOR_CONFIG_MESSAGES.variantRepeated(label) });
    return names;
  });

/** Whole percents per variant, comma-separated, each 1 to 99, summing to 100. */
export const splitField = (label: string) =>
  z.unknown().transform((v, ctx) => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return z.NEVER;
    }
    const list = items(v);
    const shares = list?.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
    if (!shares || shares.some((x) => typeof x !== 'number' || !Number.isInteger(x))) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notWhole(label) });
      return z.NEVER;
    }
    const numbers = shares as number[];
    if (numbers.some((n) => n < 1)) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.tooSmall(label, 1) });
    const total = numbers.reduce((a, b) => a + b, 0);
    if (total !== 100) ctx.addIssue({ code: 'custom', message: OPERATOR_CONFIG_MESSAGES.splitSum(label, total) });
    return numbers;
  });
