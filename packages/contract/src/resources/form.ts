import { z } from 'zod';
import { CREATE_MESSAGES } from './create.ts';
import type { FilterOption } from './filter-option.ts';

/** How a form field is drawn (Mantine inputs; dates with @mantine/dates). */
export type FormFieldKind =
  'text' | 'textarea' | 'number' | 'money' | 'select' | 'multiselect' | 'date' | 'datetime' | 'checkbox' | 'switch';

/** One input of a resource's create and edit form. */
export interface FormField {
  key: string;
  label: string;
  kind: FormFieldKind;
  required?: boolean;
  /**
   * select and multiselect: fixed options, or 'server': the options come from GET {url}/form-options
   * (admin-api reads them, and checks a saved value against the same list).
   */
  options?: readonly FilterOption[] | 'server';
  /** Shown under the label. */
  description?: string;
  /** Set when the row is created and never changed by edit (shown read-only there). */
  createOnly?: boolean;
}

/**
 * A resource's forms as data (issue 18): the fields the SPA draws in a modal and the zod schema that
 * checks them in the browser and again on the server. Create is POST {url}; `edit` adds PUT {url}/:id
 * (the same schema without the createOnly fields); `remove` adds DELETE {url}/:id after a confirmation,
 * refused with 409 while other rows depend on the record.
 */
export interface ResourceForm {
  /** The row's name in titles and messages: 'Config'. */
  entity: string;
  fields: readonly FormField[];
  schema: z.ZodObject;
  /** The field that names the row in messages (e.g. the config key). */
  nameField: string;
  /** Rows are created one at a time ('Add Another'); true unless false. */
  create?: boolean;
  edit?: boolean;
  remove?: boolean;
  /** The permission of the writes (a sub-permission or fixed grant); the page's permission by default. */
  permission?: string;
  /** The row field holding the :id of edit and delete: `id` unless said (a VIP's user_id, a PSA survey's terms' survey_id). */
  idField?: string;
}

/** The :id of a row's edit and delete. */
export const formRowId = (form: ResourceForm, row: Record<string, unknown>): unknown => row[form.idField ?? 'id'];

/** Kept for the definitions written before the form engine: a create-only form. */
export type ResourceCreate = ResourceForm;
export type ResourceCreateField = FormField;

export const FORM_MESSAGES = {
  ...CREATE_MESSAGES,
  editTitle: (entity: string) => `Edit ${entity.toLowerCase()}`,
  saved: (entity: string, name: string) => `${entity} ${name} has been saved`,
  deleteTitle: (entity: string) => `Delete ${entity.toLowerCase()}`,
  deleteConfirm: (entity: string, name: string) => `Delete ${entity.toLowerCase()} ${name}? This cannot be undone.`,
  deleted: (entity: string, name: string) => `${entity} ${name} has been deleted`,
  /** Delete refused while rows point at the record (409). */
  inUse: (entity: string, name: string, uses: string) => `${entity} ${name} cannot be deleted: ${uses} depend on it.`,
  notFound: (entity: string, id: string | number) => `${entity} ${id} not found`,
  notNumber: (label: string) => `${label} must be a number.`,
  notWhole: (label: string) => `${label} must be a whole number.`,
  tooSmall: (label: string, min: number) => `${label} must be ${min} or more.`,
  tooBig: (label: string, max: number) => `${label} must be at most ${max}.`,
  cents: (label: string) => `${label} must have at most 2 decimals.`,
  notOption: (label: string) => `${label} must be one of the options.`,
  unknownValue: (label: string, value: string) => `${label} ${value} was not found.`,
  notDate: (label: string) => `${label} must be a date (YYYY-MM-DD).`,
  notDateTime: (label: string) => `${label} must be a date and time.`,
  notFlag: (label: string) => `${label} must be yes or no.`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What an input left empty means: missing (the inner schema says 'X is required.') or none (null). */
function presence<T extends z.ZodType>(required: boolean, inner: T) {
  return required ? z.preprocess((v) => (blank(v) ? undefined : v), inner) : z.preprocess((v) => (blank(v) ? null : v), inner.nullable());
}

/** The message of a value of the wrong type, or of none at all. */
const missingOr = (label: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? CREATE_MESSAGES.required(label) : wrong;

interface NumberLimits {
  min?: number;
  max?: number;
  required?: boolean;
}

function numberSchema(label: string, limits: NumberLimits, check: (n: number) => string | null) {
  const number = z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: missingOr(label, FORM_MESSAGES.notNumber(label)) }).superRefine((n, ctx) => {
      const problem =
        (Number.isFinite(n) ? null : FORM_MESSAGES.notNumber(label)) ??
        check(n) ??
        (limits.min !== undefined && n < limits.min ? FORM_MESSAGES.tooSmall(label, limits.min) : null) ??
        (limits.max !== undefined && n > limits.max ? FORM_MESSAGES.tooBig(label, limits.max) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
  return presence(limits.required ?? false, number);
}

/** A number field: a JSON number or its text; empty is null unless required. */
export const numberField = (label: string, limits: NumberLimits & { integer?: boolean } = {}) =>
  numberSchema(label, limits, (n) => (limits.integer && !Number.isInteger(n) ? FORM_MESSAGES.notWhole(label) : null));

/** Dollars with at most 2 decimals (specification 04, rule 3); not negative unless `min` says so. */
export const moneyField = (label: string, limits: NumberLimits = {}) =>
  numberSchema(label, { min: 0, ...limits }, (n) => (Math.abs(Math.round(n * 100) - n * 100) > 1e-6 ? FORM_MESSAGES.cents(label) : null));

const optionValue = (options: readonly FilterOption[], v: unknown) => options.find((o) => String(o.value) === String(v))?.value;

/** One of fixed options; the value is answered as the option's (a number stays a number). */
export function selectField(label: string, options: readonly FilterOption[], { required = false } = {}) {
  return z.unknown().transform((v, ctx) => {
    if (blank(v)) {
      if (!required) return null;
      ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return z.NEVER;
    }
    const value = optionValue(options, v);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notOption(label) });
      return z.NEVER;
    }
    return value;
  });
}

/** Several of fixed options (no repeats); `required` asks for at least one. */
export function multiSelectField(label: string, options: readonly FilterOption[], { required = false } = {}) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(z.unknown(), { error: FORM_MESSAGES.notOption(label) }).transform((values, ctx) => {
      const chosen = values.map((v) => optionValue(options, v));
      if (chosen.some((v) => v === undefined)) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notOption(label) });
      else if (required && chosen.length === 0) ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return [...new Set(chosen)] as (string | number)[];
    }),
  );
}

/** Several text values chosen from the server's options (an array column: a trigger's countries); none is empty. */
export function serverMultiSelectField(label: string, { required = false } = {}) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(z.string({ error: FORM_MESSAGES.notOption(label) }), { error: FORM_MESSAGES.notOption(label) }).transform((values, ctx) => {
      if (required && values.length === 0) ctx.addIssue({ code: 'custom', message: CREATE_MESSAGES.required(label) });
      return [...new Set(values)];
    }),
  );
}

/** An id chosen from the server's options ('server' fields): a whole number, checked against them by admin-api. */
export const serverOptionField = (label: string, { required = false } = {}) => numberField(label, { required, integer: true, min: 1 });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => {
  // An impossible month (2025-13-01) is an Invalid Date, whose toISOString throws: a 400, never a 500.
  const day = new Date(`${s}T00:00:00Z`);
  return DAY.test(s) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
};

/** A UTC day, YYYY-MM-DD. */
export const dateField = (label: string, { required = false } = {}) =>
  presence(
    required,
    z
      .string({ error: missingOr(label, FORM_MESSAGES.notDate(label)) })
      .trim()
      .refine(isDay, { error: FORM_MESSAGES.notDate(label) }),
  );

/** A moment (ISO 8601, or 'YYYY-MM-DD HH:mm[:ss]' read as UTC), answered as ISO 8601. */
export const dateTimeField = (label: string, { required = false } = {}) =>
  presence(
    required,
    z
      .string({ error: missingOr(label, FORM_MESSAGES.notDateTime(label)) })
      .trim()
      .transform((s, ctx) => {
        const text = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s) ? `${s.replace(' ', 'T')}Z` : s;
        const time = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
        if (Number.isNaN(time)) {
          ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.notDateTime(label) });
          return z.NEVER;
        }
        return new Date(time).toISOString();
      }),
  );

/** A checkbox or switch: true or false (absent is false). */
export const flagField = (label: string) => z.boolean({ error: FORM_MESSAGES.notFlag(label) }).default(false);

/** The fields an edit may change: all but the createOnly ones. */
export const editFields = (form: ResourceForm): readonly FormField[] => form.fields.filter((f) => !f.createOnly);

/** The edit schema: the create schema without the createOnly fields. */
export function editSchema(form: ResourceForm): z.ZodObject {
  const fixed = Object.fromEntries(form.fields.filter((f) => f.createOnly).map((f) => [f.key, true] as const));
  return Object.keys(fixed).length === 0 ? form.schema : form.schema.omit(fixed as never);
}

/** The fields whose options the server answers (GET {url}/form-options). */
export const serverOptionFields = (form: ResourceForm): readonly FormField[] => form.fields.filter((f) => f.options === 'server');

/** GET {url}/form-options: the options of each 'server' field. */
export const ZFormOptionsAnswer = z.object({
  data: z.record(z.string(), z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() }))),
});
export type FormOptionsAnswer = z.infer<typeof ZFormOptionsAnswer>;

/** PUT {url}/:id and DELETE {url}/:id: the row after (null once deleted) and the message. */
export const ZResourceWriteAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });
export type ResourceWriteAnswer = z.infer<typeof ZResourceWriteAnswer>;
