import { applyDecorators, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/** Validates and whitelists every body and query: unknown fields are refused, never written. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
