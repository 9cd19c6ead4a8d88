import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@satchel/shared';
import type { FieldChange } from '../audit-entry.entity';

/** A field's value as logged: any JSON value. */
const ANY_VALUE = {
  oneOf: [
    { type: 'null' },
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: {} },
    { type: 'object', additionalProperties: true },
  ],
};

export class FieldChangeDto {
  @ApiProperty({
    ...ANY_VALUE,
    description: 'The value before (absent on a create)',
    required: false,
    example: 'PENDING',
  })
  from?: unknown;

  @ApiProperty({ ...ANY_VALUE, description: 'The value after; "[redacted]" for a secret', example: 'SHIPPED' })
  to!: unknown;
}

/** One back-office write. */
export class AuditEntryDto {
  @ApiProperty({ example: '42', description: 'Entries are numbered in the order they were written' })
  id!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  at!: string;

  @ApiProperty({ example: 1, description: 'The member of staff who acted' })
  actorId!: number;

  @ApiProperty({ example: 'admin@satchel.local', description: 'Their e-mail when they acted' })
  actorEmail!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  action!: AuditAction;

  @ApiProperty({ enum: AUDIT_ENTITIES, enumName: 'AuditEntity' })
  entity!: AuditEntity;

  @ApiProperty({ example: '17', description: "The record's id (a legal page's slug)" })
  entityId!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/FieldChangeDto' },
    nullable: true,
    description: 'The fields changed, by name (a part of the record as `variants.12.stock`)',
    example: { deliveryStatus: { from: 'PENDING', to: 'SHIPPED' } },
  })
  changes!: Record<string, FieldChange> | null;

  @ApiProperty({ type: String, nullable: true, description: "The request's X-Request-Id" })
  requestId!: string | null;
}
