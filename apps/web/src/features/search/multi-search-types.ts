import type { ColumnType, ContractEnumName } from '@bo/contract';

export interface AnswerSchemaLike<T> {
  parse(data: unknown): T;
}

/** A result column: how its cell is formatted, and which entity it links to. */
export interface SearchColumn {
  key: string;
  label: string;
  type: ColumnType;
  enum?: ContractEnumName;
  link?: 'user' | 'survey' | 'supplier' | 'app' | 'click';
}
