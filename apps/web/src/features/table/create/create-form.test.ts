import { configsResource, CREATE_MESSAGES } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { checkValues, emptyValues } from './create-form.ts';

const create = configsResource.create!;

describe("'Add Another' form checks (the contract's schema, as the server)", () => {
  it('starts empty and names every missing required field', () => {
    expect(emptyValues(create)).toEqual({ key: '', value: '', description: '' });
    expect(checkValues(create, emptyValues(create))).toEqual({
      key: CREATE_MESSAGES.required('Key'),
      value: CREATE_MESSAGES.required('Value'),
    });
  });

  it('passes a filled form, an empty optional field included, and refuses an overlong one', () => {
    expect(checkValues(create, { key: 'a.b', value: '1', description: '' })).toBeNull();
    expect(checkValues(create, { key: 'a.b', value: '1', description: 'd'.repeat(256) })).toEqual({
      description: CREATE_MESSAGES.tooLong('Description', 255),
    });
  });
});
