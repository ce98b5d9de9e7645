import type { ApiCall, ColumnType, ContractEnumName } from '@bo/contract';
import type { z } from 'zod';

/** A search's catalogue call: its answer schema gives the rows. */
export type SearchCall<T> = ApiCall & { answer: z.ZodType<T> };

/** A result column: how its cell is formatted, and which entity it links to. */
export interface SearchColumn {
  key: string;
  label: string;
  type: ColumnType;
  enum?: ContractEnumName;
  link?: 'user' | 'survey' | 'supplier' | 'app' | 'click';
}
