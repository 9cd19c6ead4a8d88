import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/** The one error shape every route answers with. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'What went wrong, in words a person can act on; a list when several fields are invalid.',
    example: 'Password must be 8 to 128 characters',
  })
  message!: string | string[];

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      "The problem with each field it concerns, by the field's name in the request (a dotted path inside a nested one, e.g. `variants.0.stock`); forms show it on the field. Only on a 400, and only for problems tied to a field.",
    example: { password: 'Password must be 8 to 128 characters' },
  })
  fields?: Record<string, string>;
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Missing, invalid or expired credentials',
  403: 'Not allowed for this account',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Payload too large',
  415: 'The body is not JSON (or multipart where files are uploaded)',
  422: 'Contradicts an earlier request with the same Idempotency-Key',
  429: 'Too many attempts',
};

/** Documents the error responses a route can give, all with ErrorResponseDto. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorResponseDto }),
    ),
  );
}
