import { adjustSpendAppsResource, adjustSpendNetworksResource, configsResource, FORM_MESSAGES, type FormField } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { checkForm, initialValues, inputValue } from './form-values.ts';

const field = (kind: FormField['kind']): FormField => ({ key: 'f', label: 'F', kind });

describe('form values (the inputs of a resource form)', () => {
  it('start empty for a new row, one value per field of its kind', () => {
    expect(initialValues(configsResource.form!.fields)).toEqual({ key: '', value: '', description: '' });
    expect(initialValues(adjustSpendNetworksResource.form!.fields)).toEqual({ network: '', channel: null, counted_in_spend: false });
  });

  it('start from the row for an edit, as each input holds it', () => {
    const row = { id: 3, app_token: 'po7', name: 'Prime Opinion Android', platform: 'android', app_id: 13, app_name: 'Prime Opinion' };
    expect(initialValues(adjustSpendAppsResource.form!.fields, row)).toEqual({
      app_token: 'po7',
      name: 'Prime Opinion Android',
      platform: 'android',
      app_id: '13',
    });
    expect(inputValue(field('money'), 12.5)).toBe(12.5);
    expect(inputValue(field('number'), null)).toBe('');
    expect(inputValue(field('multiselect'), [1, 2])).toEqual(['1', '2']);
    expect(inputValue(field('multiselect'), 'DE, FR')).toEqual(['DE', 'FR']);
    expect(inputValue(field('multiselect'), '')).toEqual([]);
    expect(inputValue(field('date'), '2025-06-01T00:00:00.000Z')).toBe('2025-06-01');
    expect(inputValue(field('datetime'), '2025-06-01T08:05:09.000Z')).toBe('2025-06-01 08:05:09');
    expect(inputValue(field('switch'), true)).toBe(true);
    expect(inputValue(field('checkbox'), null)).toBe(false);
  });

  it("are checked by the contract's schema: the body the server reads, or the first message per field", () => {
    const form = adjustSpendAppsResource.form!;
    expect(checkForm(form.schema, { app_token: ' tok ', name: 'N', platform: 'ios', app_id: '16' })).toEqual({
      ok: true,
      body: { app_token: 'tok', name: 'N', platform: 'ios', app_id: 16 },
    });
    expect(checkForm(form.schema, initialValues(form.fields))).toEqual({
      ok: false,
      errors: {
        app_token: FORM_MESSAGES.required('App Token'),
        name: FORM_MESSAGES.required('Name'),
        platform: FORM_MESSAGES.required('Platform'),
      },
    });
  });
});
