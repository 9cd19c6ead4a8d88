import { isRecordId, MAX_PAGE_SIZE } from '@satchel/shared';
import { applyDecorators, BadRequestException, Type } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';
import { RawJson } from './raw-json';
import { MaxChars, refuseUnsafeInput } from './validation';

/**
 * The list query of react-admin's `ra-data-simple-rest`: `sort=["field","ASC"]`,
 * `range=[0,9]` (inclusive) and `filter={"q":"…","id":[1,2]}`, each JSON in the query string.
 */
export class SimpleRestQueryDto {
  @ApiPropertyOptional({ description: 'JSON `["field","ASC"|"DESC"]`', example: '["id","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxChars(200)
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON `[first, last]`, both inclusive', example: '[0,9]' })
  @IsOptional()
  @IsString()
  @MaxChars(100)
  range?: string;

  @ApiPropertyOptional({
    description:
      'JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field',
    example: '{"q":"meera"}',
  })
  @IsOptional()
  @IsString()
  @MaxChars(10_000)
  filter?: string;
}

export interface SimpleRestList<F extends string> {
  sort: { field: F; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** Reads and checks a simple-rest list query; anything malformed is a 400 that says what. */
export function parseSimpleRestQuery<F extends string>(
  query: SimpleRestQueryDto,
  sortable: readonly F[],
  defaultSort: F,
): SimpleRestList<F> {
  const sort = parseJson(query.sort, 'sort') ?? [defaultSort, 'DESC'];
  if (!Array.isArray(sort) || sort.length !== 2 || !sortable.includes(sort[0]) || !/^(asc|desc)$/i.test(sort[1])) {
    throw new BadRequestException(`sort must be ["field","ASC"|"DESC"] with field one of ${sortable.join(', ')}`);
  }
  const range = parseJson(query.range, 'range') ?? [0, 9];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= 2_000_000_000) ||
    range[1] < range[0] ||
    range[1] - range[0] + 1 > MAX_PAGE_SIZE
  ) {
    throw new BadRequestException(
      `range must be [first, last] with 0 <= first <= last and at most ${MAX_PAGE_SIZE} records`,
    );
  }
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  return {
    sort: { field: sort[0], order: String(sort[1]).toLowerCase() as 'asc' | 'desc' },
    offset: range[0],
    limit: range[1] - range[0] + 1,
    filter: filter as Record<string, unknown>,
  };
}

/** The ids of a `getMany` filter (`{"id":[1,2]}`), or undefined when the filter has none. */
export function filterIds(filter: Record<string, unknown>): number[] | undefined {
  if (filter.id === undefined) return undefined;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  const numbers = ids.map(Number);
  if (ids.length > MAX_PAGE_SIZE || !numbers.every(isRecordId)) {
    throw new BadRequestException('filter.id must be record ids');
  }
  return numbers;
}

/** A record id a filter field names, null when it says null, or undefined when it is absent. */
export function filterIdOrNull(filter: Record<string, unknown>, key: string): number | null | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return value;
  const id = Number(value);
  if (!isRecordId(id)) throw new BadRequestException(`filter.${key} must be a record id or null`);
  return id;
}

/** The text a filter searches for (`{"q":"…"}`), trimmed, or undefined when there is none. */
export function filterText(filter: Record<string, unknown>, key = 'q'): string | undefined {
  const text = filter[key];
  return (typeof text === 'string' && text.trim()) || undefined;
}

/** The value a filter field picks from `values`, or undefined when it is absent. */
export function filterOneOf<T extends string>(
  filter: Record<string, unknown>,
  key: string,
  values: readonly T[],
): T | undefined {
  const value = filter[key];
  if (value === undefined) return undefined;
  if (!values.includes(value as T)) throw new BadRequestException(`${key} must be one of ${values.join(', ')}`);
  return value as T;
}

/** The day a filter bound names (`{"createdAt_gte":"2026-11-01"}`), or undefined when it is absent or empty. */
export function filterDay(filter: Record<string, unknown>, key: string): string | undefined {
  const day = filter[key];
  if (day === undefined || day === '') return undefined;
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    throw new BadRequestException(`${key} must be a date (YYYY-MM-DD)`);
  }
  return day;
}

/** An `ilike` pattern that finds `text` anywhere, with its own `%`, `_` and `\\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of a list, as records or as their JSON array, and how many records the whole list has. */
export interface Page<Items extends unknown[] | RawJson<unknown[]>> {
  items: Items;
  total: number;
}

/**
 * Answers a simple-rest list with its page, and tells react-admin the page's place in the whole
 * list: `Content-Range: orders 0-9/42`.
 */
export function sendPage<Items extends unknown[] | RawJson<unknown[]>>(
  response: Response,
  resource: string,
  range: { offset: number; limit: number },
  { items, total }: Page<Items>,
): Items {
  // JSON text is not parsed to be counted: it comes with its total from one statement, so it
  // holds the rest of the list from the offset, up to the limit.
  const count = Array.isArray(items) ? items.length : Math.min(range.limit, Math.max(0, total - range.offset));
  const last = count ? range.offset + count - 1 : range.offset;
  response.setHeader('Content-Range', `${resource} ${range.offset}-${last}/${total}`);
  return items;
}

/** Documents a simple-rest list answer: the page of records and its `Content-Range` header. */
export function ApiSimpleRestList(type: Type<unknown>, resource: string) {
  return applyDecorators(
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': {
          description: `The page and the total, e.g. \`${resource} 0-9/42\``,
          schema: { type: 'string' },
        },
      },
    }),
  );
}

/** Parses a JSON query parameter; what it holds is checked as a JSON body is (no NUL, no lone surrogate…). */
function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
  refuseUnsafeInput(value);
  return value;
}
