import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { CATEGORY_MESSAGES } from '@satchel/shared';
import {
  CheckConstraintViolationException,
  DeadlockException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DOMAIN_ERROR_STATUS, DomainError, InvalidInputError } from '../errors/domain-errors';

/** The category tree's database checks, by constraint name, and what they tell the client. */
const TREE_CHECKS: Record<string, string> = {
  categories_depth: CATEGORY_MESSAGES.tooDeep,
  categories_cycle: CATEGORY_MESSAGES.underItself,
};

interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Each problem tied to a field, by the field's path (ErrorResponseDto.fields). */
  fields?: Record<string, string>;
}

/**
 * Every error leaves as `{statusCode, message, error}`. Known client mistakes keep their 4xx;
 * anything unexpected is logged and answered with a 500 that reveals nothing internal.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null && 'message' in payload) {
        const { message, error, fields } = payload as Partial<ErrorBody>;
        return {
          statusCode: status,
          message: message ?? exception.message,
          error: error ?? reason(status),
          ...(fields && { fields }),
        };
      }
      return { statusCode: status, message: String(payload), error: reason(status) };
    }
    if (exception instanceof DomainError) {
      const status = DOMAIN_ERROR_STATUS[exception.kind];
      const field = exception instanceof InvalidInputError ? exception.field : undefined;
      return {
        statusCode: status,
        message: exception.message,
        error: reason(status),
        ...(field && { fields: { [field]: exception.message } }),
      };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: HttpStatus.CONFLICT, message: 'This record already exists', error: reason(409) };
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      // e.g. a category deleted while a product was being added to it
      return { statusCode: HttpStatus.CONFLICT, message: 'This record is still in use', error: reason(409) };
    }
    // The database's own checks of the category tree (Migration20261126120000): any writer meets them.
    if (exception instanceof CheckConstraintViolationException) {
      const message = TREE_CHECKS[(exception as { constraint?: string }).constraint ?? ''];
      if (message) return { statusCode: HttpStatus.BAD_REQUEST, message, error: reason(400) };
    }
    // Two transactions waited on each other (an admin's save against a checkout of the same
    // sizes), and PostgreSQL rolled this one back whole; or a versioned row was saved by another
    // request between this one's read and its write, and no service said more. Either can simply
    // be sent again.
    if (exception instanceof DeadlockException || exception instanceof OptimisticLockError) {
      return { statusCode: HttpStatus.CONFLICT, message: CHANGED_CONCURRENTLY, error: reason(409) };
    }
    // PostgreSQL's data exceptions (class 22): a value the column cannot hold, such as a NUL
    // character in text or a number out of range. The input is at fault, and nothing was written.
    if (exception instanceof DriverException && /^22/.test(String(exception.code ?? ''))) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        message: 'A value is out of range or not allowed',
        error: reason(400),
      };
    }
    if (exception instanceof NotFoundError) {
      return { statusCode: HttpStatus.NOT_FOUND, message: 'Not found', error: reason(404) };
    }
    // Errors raised by body parsing and other Express middleware carry their own 4xx status.
    const status = (exception as { status?: unknown; expose?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: (exception as Error).message, error: reason(status) };
    }
    return { statusCode: 500, message: 'Internal server error', error: reason(500) };
  }
}

export const CHANGED_CONCURRENTLY = 'The same record was being changed at the same moment. Please try again.';

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
