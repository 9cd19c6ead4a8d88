import { hasPermission, type Permission, type StaffMember } from '@satchel/shared';

/** The back office's areas in the menu's order, each with the permission it needs. */
const AREAS: [Permission, string][] = [
  ['orders', 'dashboard'],
  ['catalogue', 'category'],
  ['content', 'company'],
  ['customers', 'customer'],
  ['settings', 'delivery'],
  ['webhooks', 'webhooks'],
  ['team', 'team'],
];

/** Where signing in leads: the dashboard, the first area this member of staff may work in, or a welcome. */
export function landingPath(member: StaffMember | null | undefined): string {
  return AREAS.find(([permission]) => hasPermission(member, permission))?.[1] ?? 'welcome';
}
