import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { PERMISSION_LABELS, type StaffStatus } from '@satchel/shared';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { statusLabel, type TeamMember } from './teamRules';

// Colours whose text stays readable (axe's contrast check): green for active, grey outlined or filled.
const STATUS_CHIP: Record<StaffStatus, { color: 'success' | 'default'; variant: 'filled' | 'outlined' }> = {
  active: { color: 'success', variant: 'filled' },
  invited: { color: 'default', variant: 'outlined' },
  disabled: { color: 'default', variant: 'filled' },
};

function StatusChip() {
  const member = useRecordContext<TeamMember>();
  return member ? <Chip size="small" {...STATUS_CHIP[member.status]} label={statusLabel(member.status)} /> : null;
}

/** "Owner", or the areas the member may work in. */
export const accessOf = (member: TeamMember) =>
  member.isOwner
    ? 'Owner: everything'
    : member.permissions.map((p) => PERMISSION_LABELS[p].split(':')[0]).join(', ') || 'Nothing yet';

const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim();

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={(['active', 'invited', 'disabled'] as const).map((id) => ({ id, name: statusLabel(id) }))}
  />,
];

/** The back-office team: who may do what; a row opens the member's permissions. */
export function TeamList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Team"
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label="Invite" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<TeamMember>
          linkType="edit"
          primaryText={nameOf}
          secondaryText={(member) => member.email}
          tertiaryText={(member) => statusLabel(member.status)}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="lastName" label="Name" render={nameOf} />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col label="May work on" disableSort render={accessOf} />
          <DataTable.Col source="status" label="Status" disableSort>
            <StatusChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
