import { describe, expect, it } from 'vitest';
import { clicksResource } from '@bo/contract';
import type { ResourceFilter } from '@bo/contract';
import { filterCondition } from './filter-sql.ts';
import { SqlParams } from './sql.ts';
import type { ServerResource } from './types.ts';

const resource = {
  def: clicksResource,
  from: 'admin.clicks c',
  idExpr: 'c.id',
  columns: { survey_id: 'c.survey_id' },
} as unknown as ServerResource;
const list: ResourceFilter = { key: 'survey_id', label: 'Survey', kind: 'list' };

describe('list filter SQL', () => {
  it('writes one value as `=`, so an (x, id) index is walked in the page order', () => {
    const params = new SqlParams();
    expect(filterCondition(resource, list, { kind: 'many', values: [42] }, params)).toBe('c.survey_id = $1::bigint');
    expect(params.values).toEqual([42]);
  });

  it('keeps `= ANY` for several values and `&&` for tags', () => {
    const params = new SqlParams();
    expect(filterCondition(resource, list, { kind: 'many', values: [1, 2] }, params)).toBe('c.survey_id = ANY($1::bigint[])');
    expect(filterCondition(resource, { ...list, kind: 'tags' }, { kind: 'many', values: [3] }, params)).toBe('c.survey_id && $2::bigint[]');
    expect(params.values).toEqual([[1, 2], [3]]);
  });
});
