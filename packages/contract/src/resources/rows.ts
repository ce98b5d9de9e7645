import { z } from 'zod';
import { ZListResponse } from '../schemas/list.ts';
import type { ColumnType, ResourceDef } from './types.ts';

/**
 * A figure: a JS number (int, float8, bigint, which admin-api's pg reads as a number), or a numeric's text, which
 * pg and PGlite both leave unparsed so its precision survives (e.g. '12.50').
 */
const ZFigureCell = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);

/**
 * A cell of each column type as the list engine sends it over the wire (apps/admin-api/src/list-engine,
 * rows straight from the driver, then JSON): a timestamp or a date leaves the driver as a Date and
 * arrives as its ISO text; a status is a code or a word (`'pending'`).
 */
const CELL: Readonly<Record<ColumnType, z.ZodType>> = {
  id: z.number().int(),
  text: z.string(),
  number: ZFigureCell,
  money: ZFigureCell,
  percent: ZFigureCell,
  date: z.string(),
  datetime: z.string(),
  status: z.union([z.number(), z.string()]),
  boolean: z.boolean(),
  json: z.unknown(),
};

/**
 * Every cell may be null: the contract is SQL-free and does not know a column's NOT NULL, and a LEFT
 * JOIN's column (a survey's buyer) or an aggregate over no rows is null in many screens. Built once per
 * type and shared by every column: the ~300 tables' row schemas are built when the catalogue loads (the SPA too).
 */
const mapCells = (to: (cell: z.ZodType) => z.ZodType) =>
  Object.fromEntries(Object.entries(CELL).map(([type, cell]) => [type, to(cell)])) as Record<ColumnType, z.ZodType>;
const NULLABLE_CELL = mapCells((cell) => cell.nullable());
/** A report's cells: a view shows only some of its columns. */
const OPTIONAL_CELL = mapCells((cell) => cell.nullable().optional());

/**
 * One row of a table screen, as its list call answers it: a key per column, typed by the column's type.
 * Loose, since the engine adds keys of its own (a dynamic field's numbered `{key}_1` ... columns, a
 * report's grouping ids). `partial`: a column may be missing (a report shows the columns of its view).
 */
export function rowSchemaOf(r: Pick<ResourceDef, 'name' | 'title' | 'columns'>, { partial = false }: { partial?: boolean } = {}) {
  const cells = partial ? OPTIONAL_CELL : NULLABLE_CELL;
  const shape = Object.fromEntries(r.columns.map((c) => [c.key, cells[c.type]]));
  return z.looseObject(shape).meta({ title: `${r.title} row`, description: `A row of ${r.title} (${r.name}), one key per column` });
}

/** The answer of a table screen's list and file-filter calls: the list response with its rows described. */
export const listAnswerOf = (r: Pick<ResourceDef, 'name' | 'title' | 'columns'>) => ZListResponse.extend({ data: z.array(rowSchemaOf(r)) });
