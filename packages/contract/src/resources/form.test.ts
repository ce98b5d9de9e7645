import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adjustSpendAppsResource, adjustSpendNetworksResource } from './defs/adjust-spend.ts';
import {
  dateField,
  dateTimeField,
  editFields,
  editSchema,
  flagField,
  FORM_MESSAGES as M,
  moneyField,
  multiSelectField,
  numberField,
  selectField,
  serverOptionFields,
  type ResourceForm,
} from './form.ts';
import { requiredText } from './create.ts';

/** The first message per field, as the form shows them and the server answers them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const result = z.object({ f: schema }).safeParse({ f: value });
  return result.success ? null : { f: result.error.issues[0]!.message };
}
const parsed = (schema: z.ZodType, value: unknown) => z.object({ f: schema }).parse({ f: value }).f;

describe('form field schemas', () => {
  it('numbers: text or number, limits, whole numbers, empty is null unless required', () => {
    const n = numberField('Daily Cap', { min: 0, max: 1000, integer: true });
    expect(parsed(n, '12')).toBe(12);
    expect(parsed(n, 7)).toBe(7);
    expect(parsed(n, '')).toBeNull();
    expect(parsed(n, undefined)).toBeNull();
    expect(errorsOf(n, 'ten')).toEqual({ f: M.notNumber('Daily Cap') });
    expect(errorsOf(n, 1.5)).toEqual({ f: M.notWhole('Daily Cap') });
    expect(errorsOf(n, -1)).toEqual({ f: M.tooSmall('Daily Cap', 0) });
    expect(errorsOf(n, 1001)).toEqual({ f: M.tooBig('Daily Cap', 1000) });
    expect(errorsOf(numberField('Daily Cap', { required: true }), ' ')).toEqual({ f: M.required('Daily Cap') });
  });

  it('money: dollars with at most 2 decimals, not negative', () => {
    const m = moneyField('Min CPI', { required: true });
    expect(parsed(m, '1.25')).toBe(1.25);
    expect(errorsOf(m, 1.255)).toEqual({ f: M.cents('Min CPI') });
    expect(errorsOf(m, -0.01)).toEqual({ f: M.tooSmall('Min CPI', 0) });
    expect(errorsOf(m, undefined)).toEqual({ f: M.required('Min CPI') });
  });

  it('select and multiselect: only the options, answered as the option values', () => {
    const options = [
      { value: 1, label: 'Active' },
      { value: 0, label: 'Paused' },
    ];
    const s = selectField('Status', options, { required: true });
    expect(parsed(s, '0')).toBe(0);
    expect(errorsOf(s, '7')).toEqual({ f: M.notOption('Status') });
    expect(errorsOf(s, null)).toEqual({ f: M.required('Status') });
    expect(parsed(selectField('Status', options), '')).toBeNull();
    const ms = multiSelectField('Statuses', options, { required: true });
    expect(parsed(ms, ['1', '0', '1'])).toEqual([1, 0]);
    expect(errorsOf(ms, ['1', 'x'])).toEqual({ f: M.notOption('Statuses') });
    expect(errorsOf(ms, [])).toEqual({ f: M.required('Statuses') });
    expect(errorsOf(ms, 'x')).toEqual({ f: M.notOption('Statuses') });
  });

  it('dates and date-times', () => {
    const d = dateField('Starts', { required: true });
    expect(parsed(d, '2025-02-28')).toBe('2025-02-28');
    expect(errorsOf(d, '2025-02-30')).toEqual({ f: M.notDate('Starts') });
    expect(errorsOf(d, '')).toEqual({ f: M.required('Starts') });
    const t = dateTimeField('Expires');
    expect(parsed(t, '2025-06-01 08:30:00')).toBe('2025-06-01T08:30:00.000Z');
    expect(parsed(t, '2025-06-01T08:30:00+02:00')).toBe('2025-06-01T06:30:00.000Z');
    expect(parsed(t, null)).toBeNull();
    expect(errorsOf(t, 'tomorrow')).toEqual({ f: M.notDateTime('Expires') });
  });

  it('flags: absent is false, anything but a boolean is refused', () => {
    expect(parsed(flagField('Enabled'), undefined)).toBe(false);
    expect(parsed(flagField('Enabled'), true)).toBe(true);
    expect(errorsOf(flagField('Enabled'), 'yes')).toEqual({ f: M.notFlag('Enabled') });
  });
});

describe('resource forms', () => {
  const form: ResourceForm = {
    entity: 'Link',
    nameField: 'token',
    schema: z.object({
      token: requiredText('Token', 20),
      survey_id: numberField('Survey', { required: true }),
      note: requiredText('Note', 5),
    }),
    edit: true,
    fields: [
      { key: 'token', label: 'Token', kind: 'text', required: true },
      { key: 'survey_id', label: 'Survey', kind: 'number', required: true, createOnly: true },
      { key: 'note', label: 'Note', kind: 'text', required: true },
    ],
  };

  it('the edit form leaves out the createOnly fields, and its schema does not ask for them', () => {
    expect(editFields(form).map((f) => f.key)).toEqual(['token', 'note']);
    expect(Object.keys(editSchema(form).shape)).toEqual(['token', 'note']);
    expect(editSchema(form).safeParse({ token: 'a', note: 'b' }).success).toBe(true);
    expect(form.schema.safeParse({ token: 'a', note: 'b' }).success).toBe(false);
  });

  it("every field of the Adjust spend forms is in its schema, and 'server' fields are listed for the options call", () => {
    for (const def of [adjustSpendAppsResource, adjustSpendNetworksResource]) {
      for (const field of def.form!.fields) expect(Object.keys(def.form!.schema.shape)).toContain(field.key);
    }
    expect(serverOptionFields(adjustSpendAppsResource.form!).map((f) => f.key)).toEqual(['app_id']);
    expect(serverOptionFields(adjustSpendNetworksResource.form!)).toEqual([]);
  });
});
