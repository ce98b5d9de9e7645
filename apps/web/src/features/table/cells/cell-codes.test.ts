import { offerProvidersResource, offersResource, suppliersResource, surveysResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { cellCode } from './cell-codes.ts';

const column = (def: { columns: readonly { key: string }[] }, key: string) =>
  def.columns.find((c) => c.key === key) as Parameters<typeof cellCode>[1];

describe('cellCode', () => {
  it('shows supplier codes on supplier id columns', () => {
    expect(cellCode(surveysResource, column(surveysResource, 'supplier_id'))).toBe('supplier');
    expect(cellCode(suppliersResource, column(suppliersResource, 'id'))).toBe('supplier');
    expect(cellCode(surveysResource, column(surveysResource, 'supplier_name'))).toBeNull();
  });

  it('shows offer provider codes on provider id columns', () => {
    expect(cellCode(offersResource, column(offersResource, 'provider_id'))).toBe('offerProvider');
    expect(cellCode(offerProvidersResource, column(offerProvidersResource, 'id'))).toBe('offerProvider');
    expect(cellCode(offersResource, column(offersResource, 'id'))).toBeNull();
  });
});
