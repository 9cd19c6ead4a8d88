import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  formatShopDateTime,
  type AuditAction,
  type AuditEntity,
} from '@satchel/shared';
import type { components } from '@satchel/shared/web';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';

export type AuditEntry = components['schemas']['AuditEntryDto'];

/** A value as the log shows it: text as is, anything else as JSON. */
const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields an entry changed, before and after. */
function ChangedFields() {
  const entry = useRecordContext<AuditEntry>();
  const changes = Object.entries(entry?.changes ?? {});
  if (!changes.length) return <Typography sx={{ p: 2 }}>No fields recorded.</Typography>;
  return (
    <Box role="region" aria-label="Fields changed" tabIndex={0} sx={{ p: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label="Changed fields">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map(([field, change]) => (
            <TableRow key={field}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{field}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(change.from)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(change.to)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="team" label="Who">
    <AutocompleteInput label="Who" optionText="email" />
  </ReferenceInput>,
  <SelectInput
    key="entity"
    source="entity"
    label="What"
    choices={AUDIT_ENTITIES.map((id) => ({ id, name: AUDIT_ENTITY_LABELS[id] }))}
  />,
  <TextInput key="entityId" source="entityId" label="Record id" />,
  <DateInput key="at_gte" source="at_gte" label="From" />,
  <DateInput key="at_lte" source="at_lte" label="To" />,
];

/** Every back-office write, newest first; a row opens the fields it changed. */
export function AuditLogList() {
  return (
    <List title="Audit log" sort={{ field: 'id', order: 'DESC' }} exporter={false} filters={filters}>
      {/* Wider than a phone: a region the keyboard can scroll too. */}
      <Box role="region" aria-label="Entries" tabIndex={0} sx={{ overflowX: 'auto' }}>
        <DataTable bulkActionButtons={false} expand={<ChangedFields />} rowClick="expand">
          <DataTable.Col
            source="at"
            label="When"
            disableSort
            render={(entry: AuditEntry) => formatShopDateTime(new Date(entry.at))}
          />
          <DataTable.Col source="actorEmail" label="Who" disableSort />
          <DataTable.Col
            source="action"
            label="Did"
            disableSort
            render={(entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action as AuditAction]}
          />
          <DataTable.Col
            source="entity"
            label="What"
            disableSort
            render={(entry: AuditEntry) => `${AUDIT_ENTITY_LABELS[entry.entity as AuditEntity]} ${entry.entityId}`}
          />
          <DataTable.Col
            label="Fields"
            disableSort
            render={(entry: AuditEntry) => Object.keys(entry.changes ?? {}).join(', ')}
            sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}
          />
        </DataTable>
      </Box>
    </List>
  );
}
