import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '@satchel/shared';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Checks } from './validation';

/** `?page=`: which page of a list, from 1 to MAX_PAGE (what it means when absent, the list says). */
export const PageNumberField = (documented: ApiPropertyOptions = {}) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, ...documented } as ApiPropertyOptions),
    Type(() => Number),
    Checks(
      IsOptional(),
      IsInt({ message: 'page must be a whole number' }),
      Min(1, { message: 'page must be 1 or more' }),
      Max(MAX_PAGE, { message: 'page is too large' }),
    ),
  );

/** `?limit=`: how many records a page holds, 1 to MAX_PAGE_SIZE (DEFAULT_PAGE_SIZE when absent). */
export const PageLimitField = () =>
  applyDecorators(
    ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE }),
    Type(() => Number),
    Checks(
      IsOptional(),
      IsInt({ message: 'limit must be a whole number' }),
      Min(1, { message: 'limit must be 1 or more' }),
      Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` }),
    ),
  );
