import { UserType } from './accounts';

/**
 * What a member of staff may do in the back office, one area each (README, "Staff and
 * permissions"). An owner may do everything; the accounts made from ADMIN_EMAIL, by
 * `npm run admin:create` and before permissions existed are owners.
 */
export const PERMISSIONS = [
  'catalogue',
  'orders',
  'customers',
  'content',
  'promotions',
  'settings',
  'webhooks',
  'team',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  catalogue: 'Catalogue: categories, products, import and export',
  orders: 'Orders: orders, statuses, invoices',
  customers: 'Customers',
  content: 'Content: legal pages, company details',
  promotions: 'Promotions',
  settings: 'Settings and the queue dashboard',
  webhooks: 'Webhooks',
  team: 'Team and audit log',
};

/** The parts of an account the rule reads. */
export interface StaffMember {
  userType: UserType | `${UserType}`;
  isOwner: boolean;
  permissions: readonly string[];
}

/** Whether this account may do what `permission` covers: staff with it, or an owner. */
export function hasPermission(account: StaffMember | null | undefined, permission: Permission): boolean {
  if (!account || account.userType !== UserType.ADMIN) return false;
  return account.isOwner || account.permissions.includes(permission);
}

export const NO_PERMISSION = 'You do not have permission to do this';
