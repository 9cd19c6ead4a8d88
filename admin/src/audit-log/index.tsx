import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const AuditLogList = lazy(() => import('./AuditLogList').then((m) => ({ default: m.AuditLogList })));

/** Who changed what in the back office, and when (read-only). */
export const auditLogResource: ResourceProps = {
  name: 'audit-log',
  icon: HistoryIcon,
  options: { label: 'Audit log' },
  list: AuditLogList,
};
