import { ArgumentsHost } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, ValidateNested } from 'class-validator';
import { DeadlockException, OptimisticLockError } from '@mikro-orm/core';
import { ConflictError, InvalidInputError, RecordNotFoundError, UnprocessableError } from '../errors/domain-errors';
import { AllExceptionsFilter, CHANGED_CONCURRENTLY } from './all-exceptions.filter';
import { createValidationPipe } from './validation';

/** The answer the filter gives for `exception`. */
function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('answers a deadlock (a rolled-back transaction that can be sent again) with 409, not 500', () => {
    const deadlock = new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    expect(answer(deadlock)).toEqual({
      status: 409,
      body: { statusCode: 409, message: CHANGED_CONCURRENTLY, error: 'Conflict' },
    });
  });

  it('answers a versioned row saved meanwhile by another request with 409, not 500', () => {
    const stale = OptimisticLockError.lockFailed('DiscountCode #1');
    expect(answer(stale)).toEqual({
      status: 409,
      body: { statusCode: 409, message: CHANGED_CONCURRENTLY, error: 'Conflict' },
    });
  });

  it.each([
    [new InvalidInputError('Please upload at least 1 image'), 400, 'Bad Request'],
    [new RecordNotFoundError('Order not found'), 404, 'Not Found'],
    [new ConflictError('Only 2 left of Tote (M, Tan)'), 409, 'Conflict'],
    [new UnprocessableError('This Idempotency-Key was used for another request'), 422, 'Unprocessable Entity'],
  ])('answers the domain error %p with its status and message', (error, status, reason) => {
    expect(answer(error)).toEqual({ status, body: { statusCode: status, message: error.message, error: reason } });
  });

  it('names the field a problem concerns, for forms to show it there', async () => {
    const refused = new InvalidInputError('The URL’s host name does not resolve.', 'url');
    expect(answer(refused).body).toEqual({
      statusCode: 400,
      message: refused.message,
      error: 'Bad Request',
      fields: { url: refused.message },
    });
    // The validation pipe's problems too, each by its path in the body.
    class Size {
      @IsInt({ message: 'stock must be a whole number' })
      stock!: number;
    }
    class Body {
      @IsString({ message: 'name must be text' })
      name!: string;

      @ValidateNested({ each: true })
      @Type(() => Size)
      sizes!: Size[];
    }
    const invalid = await createValidationPipe()
      .transform({ name: 3, sizes: [{ stock: 1 }, { stock: 'x' }] }, { type: 'body', metatype: Body })
      .catch((error: unknown) => error);
    expect(answer(invalid).body).toEqual({
      statusCode: 400,
      message: ['name must be text', 'stock must be a whole number'],
      error: 'Bad Request',
      fields: { name: 'name must be text', 'sizes.1.stock': 'stock must be a whole number' },
    });
  });

  it('answers anything unexpected with a 500 that reveals nothing', () => {
    expect(answer(new Error('secret detail'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
    });
  });
});
