import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { catchError, Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES } from './image-files';

export interface FileField {
  name: string;
  maxCount: number;
  /** Answered when more files than maxCount arrive in this field. */
  tooMany: string;
}

/** A file multer has read into memory (the fields Satchel uses). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** The files of a multipart request, by field name (see MultipartForm). */
export type UploadedFileMap = Record<string, UploadedFile[] | undefined>;

/**
 * Reads a multipart/form-data request: its file fields into memory (each at most 10 MB) and its
 * text fields into the body, which the DTO then validates. multer's terse errors become
 * messages a person can act on.
 */
export function MultipartForm(...fields: FileField[]) {
  const interceptor = FileFieldsInterceptor(
    fields.map(({ name, maxCount }) => ({ name, maxCount })),
    { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50, fieldSize: 1024 * 1024, parts: 80 } },
  );
  // Listed first, so it wraps multer's interceptor and sees its errors.
  return applyDecorators(UseInterceptors(new MultipartErrors(fields), interceptor), ApiConsumes('multipart/form-data'));
}

@Injectable()
class MultipartErrors implements NestInterceptor {
  constructor(private readonly fields: FileField[]) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        // multer stops reading at its first error, leaving the rest of the upload unread: the
        // connection is closed after the answer instead of lingering half-read.
        const http = context.switchToHttp();
        if (!http.getResponse<Response>().headersSent) http.getResponse<Response>().setHeader('Connection', 'close');
        http.getRequest<Request>().resume();
        throw this.explain(error);
      }),
    );
  }

  private explain(error: unknown): unknown {
    if (!(error instanceof HttpException)) return error;
    const message = error.message;
    if (error instanceof PayloadTooLargeException && message === 'File too large') {
      return new PayloadTooLargeException('Each file must be at most 10 MB.');
    }
    const unexpected = /^Unexpected field - (.+)$/.exec(message);
    if (unexpected) {
      const field = this.fields.find((f) => f.name === unexpected[1]);
      return new BadRequestException(field ? field.tooMany : `Unexpected file field ${unexpected[1]}`);
    }
    if (message === 'Too many files') return new BadRequestException('Too many files in one request.');
    return error;
  }
}
