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
  orders: 'Orders: orders, statuses, invoices, returns',
  customers: 'Customers',
  content: 'Content: legal pages, company details',
  promotions: 'Promotions: discount codes',
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

/** Days an invitation link to the team works, once. */
export const INVITATION_DAYS = 7;

/** Where a member of staff stands: invited (no password chosen yet), active, or disabled. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

/** What the team screens and the invitation say, on the server and in the back office alike. */
export const TEAM_MESSAGES = {
  lastOwner: 'The shop must keep at least one active owner.',
  notYourself: 'You cannot disable or remove your own account.',
  ownersOnly: 'Only an owner can make, change or remove an owner.',
  beyondOwn: 'You can only grant permissions you hold yourself.',
  beyondOwnMember: 'You can only change members who hold no permission you lack.',
  configuredAdmin:
    "This account is the ADMIN_EMAIL of the shop's configuration, which would make it again on the next start. Disable it, or change ADMIN_EMAIL first.",
  notInvited: 'This member has already accepted the invitation.',
  hasOrders: 'This account has placed orders, so it cannot be removed. Disable it instead.',
  invitationInvalid: 'This invitation link is invalid or has already been used.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  accountDisabled: 'This account is disabled. Ask the shop owner to enable it.',
  invited: 'Invitation sent',
  resent: 'Invitation sent again',
  accepted: 'Welcome to the team. Your account is ready.',
} as const;
