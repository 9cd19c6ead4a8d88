import GroupIcon from '@mui/icons-material/Group';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const TeamList = lazy(() => import('./TeamList').then((m) => ({ default: m.TeamList })));
const TeamCreate = lazy(() => import('./TeamCreate').then((m) => ({ default: m.TeamCreate })));
const TeamEdit = lazy(() => import('./TeamEdit').then((m) => ({ default: m.TeamEdit })));

/** The back-office team: invitations, permissions, disabling. */
export const teamResource: ResourceProps = {
  name: 'team',
  icon: GroupIcon,
  options: { label: 'Team' },
  list: TeamList,
  create: TeamCreate,
  edit: TeamEdit,
};
