import {
  PERMISSION_LABELS,
  PERMISSIONS,
  STAFF_STATUS_LABELS,
  type Permission,
  type StaffStatus,
} from '@satchel/shared';
import type { components } from '@satchel/shared/web';

export type TeamMember = components['schemas']['TeamMemberDto'];
type InviteBody = components['schemas']['InviteMemberDto'];
type UpdateBody = components['schemas']['UpdateMemberDto'];

/** The permission checkboxes, in the shared list's order, with what each covers. */
export const PERMISSION_CHOICES = PERMISSIONS.map((permission) => ({
  id: permission,
  name: PERMISSION_LABELS[permission],
}));

/** Active or disabled: what the form may set (an invited member becomes active by accepting). */
export const STATUS_CHOICES: { id: 'active' | 'disabled'; name: string }[] = [
  { id: 'active', name: STAFF_STATUS_LABELS.active },
  { id: 'disabled', name: STAFF_STATUS_LABELS.disabled },
];

export const statusLabel = (status: StaffStatus) => STAFF_STATUS_LABELS[status];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const permissions = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter((p): p is Permission => PERMISSIONS.includes(p as Permission));

/** The invitation's body from react-admin's record: the form's fields only. */
export function inviteBody(data: Record<string, unknown>): InviteBody {
  return {
    email: text(data.email),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    isOwner: data.isOwner === true,
    permissions: data.isOwner === true ? [] : permissions(data.permissions),
  };
}

/**
 * The update's body from react-admin's record (which holds the whole member): only what the form
 * changes, so a status or an ownership changed elsewhere meanwhile is not undone.
 */
export function memberUpdateBody(data: Record<string, unknown>, previous?: Record<string, unknown>): UpdateBody {
  const body: UpdateBody = { firstName: text(data.firstName), lastName: text(data.lastName) };
  if (data.isOwner !== previous?.isOwner) body.isOwner = data.isOwner === true;
  if (data.isOwner !== true) body.permissions = permissions(data.permissions);
  const status = STATUS_CHOICES.find((choice) => choice.id === data.status)?.id;
  if (status && status !== previous?.status) body.status = status;
  return body;
}

/** What an invitation form starts with. */
export const NEW_MEMBER = { email: '', firstName: '', lastName: '', isOwner: false, permissions: [] as Permission[] };
