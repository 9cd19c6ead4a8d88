/**
 * The audit log's vocabulary (README, "Audit log"): what was changed, and how. Each back-office
 * record is named once here; the back office links an entry to the record's own page by it.
 */
export const AUDIT_ENTITIES = [
  'category',
  'product',
  'catalogue-import',
  'order',
  'company',
  'delivery-settings',
  'legal-page',
  'webhook',
  'team-member',
  'discount-code',
  'return',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  category: 'Category',
  product: 'Product',
  'catalogue-import': 'Catalogue import',
  order: 'Order',
  company: 'Company details',
  'delivery-settings': 'Delivery settings',
  'legal-page': 'Legal page',
  webhook: 'Webhook',
  'team-member': 'Team member',
  'discount-code': 'Discount code',
  return: 'Return',
};

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  login: 'Signed in',
};

/** What the log shows in place of a secret's value (a password hash, a signing secret). */
export const REDACTED = '[redacted]';
