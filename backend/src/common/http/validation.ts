import {
  applyDecorators,
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/** True when any text in the value holds a NUL character, which PostgreSQL cannot store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** Refuses NUL characters in bodies, queries and path parameters before anything else looks at them. */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && holdsNul(value)) {
      throw new BadRequestException('Text must not contain NUL characters');
    }
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
    exceptionFactory: (errors) => new BadRequestException(messages(errors)),
  });
}

/**
 * Groups a field's rules so they are checked in the order listed and the first failure is the
 * message reported (stacked decorators would run bottom-up).
 */
export const Checks = (...rules: PropertyDecorator[]) => applyDecorators(...rules);
