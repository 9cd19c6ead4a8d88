import HistoryIcon from '@mui/icons-material/History';
import { hasPermission, type AuditEntity, type StaffMember } from '@satchel/shared';
import { Button, useCreatePath, usePermissions, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** The audit log filtered to this record (for those who may read the log: the `team` permission). */
export function HistoryButton({ entity, id }: { entity: AuditEntity; id?: string | number }) {
  const record = useRecordContext();
  const { permissions } = usePermissions<StaffMember | null>();
  const createPath = useCreatePath();
  const entityId = id ?? record?.id;
  if (entityId === undefined || !hasPermission(permissions, 'team')) return null;
  const filter = JSON.stringify({ entity, entityId: String(entityId) });
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'audit-log', type: 'list' })}?filter=${encodeURIComponent(filter)}`}
      label="History"
    >
      <HistoryIcon />
    </Button>
  );
}
