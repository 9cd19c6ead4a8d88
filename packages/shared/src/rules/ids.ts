/** The largest id a record can have (PostgreSQL `integer`): larger ones are refused as input, never looked up. */
export const MAX_ID = 2_147_483_647;

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
