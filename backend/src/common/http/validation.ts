import {
  applyDecorators,
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import {
  charCount,
  findIndianState,
  GST_MESSAGES,
  gstRuleProblem,
  HSN_CODE,
  isGstRate,
  SHOP_INSTANT,
  STATE_MESSAGES,
} from '@satchel/shared';
import { Transform } from 'class-transformer';
import { buildMessage, IsISO8601, Matches, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/**
 * Each invalid field's first problem, by its path in the request (`variants.0.stock`): what a
 * form shows on the field (ErrorResponseDto.fields).
 */
export function fieldProblems(errors: ValidationError[], parent = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const [own] = Object.values(error.constraints ?? {});
    if (own !== undefined) fields[path] = own;
    Object.assign(fields, fieldProblems(error.children ?? [], path));
  }
  return fields;
}

/** No request of this shop nests deeper (a product form's variants are at depth 3). */
export const MAX_INPUT_DEPTH = 16;
/** With the u flag a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Keys that name an object's machinery, never a field: refused outright. */
const MACHINERY_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const INPUT_TOO_DEEP = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
export const INPUT_NUL = 'Text must not contain NUL characters';
export const INPUT_NOT_UNICODE = 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not)';
export const INPUT_MACHINERY_KEY = (key: string) => `"${key}" is not an accepted field name`;

/**
 * Refuses, with a 400, what no field of any DTO may hold and what would otherwise reach the
 * validator or the database as a crash: nesting beyond MAX_INPUT_DEPTH (class-transformer
 * recurses), `constructor`/`__proto__`/`prototype` keys, NUL characters (PostgreSQL cannot store
 * them) and lone surrogates (not UTF-8). Walks without recursion, so depth itself cannot overflow.
 */
export function refuseUnsafeInput(input: unknown): void {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new BadRequestException(INPUT_NUL);
      if (LONE_SURROGATE.test(value)) throw new BadRequestException(INPUT_NOT_UNICODE);
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new BadRequestException(INPUT_TOO_DEEP);
    for (const key of Object.keys(value)) {
      if (MACHINERY_KEYS.has(key)) throw new BadRequestException(INPUT_MACHINERY_KEY(key));
      stack.push([key, depth + 1], [(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
}

/** Checks bodies, queries and path parameters with refuseUnsafeInput before anything else looks at them. */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') refuseUnsafeInput(value);
    return super.transform(value, metadata);
  }
}

/** Validates and whitelists every body and query: unknown fields are refused, never written. */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: messages(errors), error: 'Bad Request', fields: fieldProblems(errors) }),
  });
}

/**
 * Groups a field's rules so they are checked in the order listed and the first failure is the
 * message reported (stacked decorators would run bottom-up).
 */
export const Checks = (...rules: PropertyDecorator[]) => applyDecorators(...rules);

/**
 * At most `max` characters (charCount), with class-validator's MaxLength message by default.
 * `keptAs` is what the service stores of the text, when not the text itself: lower-casing an
 * account's e-mail can lengthen it ('İ' becomes two characters), so the limit is checked on that.
 */
export const MaxChars = (max: number, options?: ValidationOptions, keptAs?: (text: string) => string) =>
  ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const kept = keptAs ? keptAs(value) : value;
          // A string no longer than `max` in UTF-16 units holds no more code points.
          return kept.length <= max || charCount(kept) <= max;
        },
        defaultMessage: buildMessage(
          (each) => `${each}$property must be shorter than or equal to $constraint1 characters`,
          options,
        ),
      },
    },
    options,
  );

/** From `min` to `max` characters (charCount). */
export const CharLength = (min: number, max: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isLength',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const count = charCount(value);
          return count >= min && count <= max;
        },
        defaultMessage: buildMessage(
          (each) => `${each}$property must be $constraint1 to $constraint2 characters long`,
          options,
        ),
      },
    },
    options,
  );

/**
 * May be left out, but is not nullable: unlike IsOptional, a `null` goes on to the field's rules
 * and is refused by them (the column cannot hold it).
 */
export const IsOmittable = () => ValidateIf((_object, value) => value !== undefined);

/**
 * An instant as the API takes one (SHOP_INSTANT): a real calendar date (not 30 February), with a
 * time and an offset when given. The service reads it with instantOfShopTime.
 */
export const IsShopInstant = (message: string) =>
  applyDecorators(IsISO8601({ strict: true }, { message }), Matches(SHOP_INSTANT, { message }));

/** What the contract says of such an instant. */
export const SHOP_INSTANT_DESCRIPTION = "Without an offset, India's time; a date alone, that day's start in India.";

/** Rupees as the API writes them: a number with at most two decimals, written plainly (49, 49.5, 1999.99). */
const RUPEES_FORMAT = /^\d+(\.\d{1,2})?$/;

/**
 * A non-negative amount in rupees with at most two decimals. class-validator's
 * `IsNumber({ maxDecimalPlaces })` throws (a 500) on numbers JavaScript writes with an exponent
 * (1e-204); here they are simply not amounts.
 */
export const IsRupees = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isRupees',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && RUPEES_FORMAT.test(String(value)),
      },
    },
    options,
  );

/** A state given by its name or GST code in any case, written as INDIAN_STATES names it; other text as it was. */
const indianStateName = (value: unknown) =>
  typeof value === 'string' ? (findIndianState(value)?.name ?? value.trim()) : value;
export const ToIndianStateName = () => Transform(({ value }) => indianStateName(value));

/**
 * A state or union territory of India, given by its name or GST code in any case ("maharashtra",
 * "27"): written as INDIAN_STATES names it before the checks run, and refused when it names none.
 * With `when`, only for objects it holds for (a delivery zone of kind state).
 */
export const IsIndianState = (when: (object: object) => boolean = () => true) =>
  applyDecorators(
    Transform(({ value, obj }) => (when(obj as object) ? indianStateName(value) : value)),
    ValidateIf((object: object) => when(object)),
    ValidateBy(
      {
        name: 'isIndianState',
        validator: {
          validate: (value: unknown) => typeof value === 'string' && findIndianState(value)?.name === value,
        },
      },
      { message: STATE_MESSAGES.unknown },
    ),
  );

/** An HSN code (4, 6 or 8 digits); null or '' for none. */
export const IsHsnCode = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    ValidateBy(
      {
        name: 'isHsnCode',
        validator: { validate: (value: unknown) => typeof value === 'string' && HSN_CODE.test(value) },
      },
      { message: GST_MESSAGES.hsnFormat },
    ),
  );

/** A GST rate in percent (0–40, hundredths); null for none. */
export const IsGstRate = () =>
  applyDecorators(
    ValidateIf((_object, value) => value !== null && value !== undefined),
    ValidateBy({ name: 'isGstRate', validator: { validate: isGstRate } }, { message: GST_MESSAGES.rateRange }),
  );

/** A GST rule (slabs by unit price, gstRuleProblem); null for none. */
export const IsGstRule = () =>
  applyDecorators(
    ValidateIf((_object, value) => value !== null && value !== undefined),
    ValidateBy({
      name: 'isGstRule',
      validator: {
        validate: (value: unknown) => gstRuleProblem(value) === undefined,
        defaultMessage: (args) => gstRuleProblem(args?.value) ?? GST_MESSAGES.slabsOrder,
      },
    }),
  );
