import SendIcon from '@mui/icons-material/Send';
import { Alert, Button } from '@mui/material';
import { errorMessage } from '@satchel/shared/web';
import { useState } from 'react';
import {
  DeleteWithConfirmButton,
  Edit,
  ListButton,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { api } from '../api/client';
import { HistoryButton } from '../audit-log/HistoryButton';
import { useSaveFeedback } from '../lib/forms';
import { TeamFields } from './TeamFields';
import { STATUS_CHOICES, type TeamMember } from './teamRules';

/** A new invitation link for a member who has not accepted yet; the older link stops working. */
function ResendInvitationButton() {
  const member = useRecordContext<TeamMember>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (member?.status !== 'invited') return null;
  const resend = async () => {
    setBusy(true);
    const { data, error } = await api.POST('/api/admin/team/{id}/resend-invitation', {
      params: { path: { id: member.id } },
    });
    setBusy(false);
    notify(data ? data.message : errorMessage(error, 'Failed to send the invitation.'), {
      type: data ? 'success' : 'error',
    });
  };
  return (
    <Button size="small" startIcon={<SendIcon />} onClick={() => void resend()} disabled={busy}>
      Resend invitation
    </Button>
  );
}

function InvitedNotice() {
  const member = useRecordContext<TeamMember>();
  if (member?.status !== 'invited') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {member.email} has not accepted the invitation yet.
    </Alert>
  );
}

function MemberToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="Remove this member of staff?"
        confirmContent="They will no longer be able to sign in. Their changes stay in the audit log."
        mutationOptions={useSaveFeedback('team', 'Member removed.', 'Failed to remove the member.')}
      />
    </Toolbar>
  );
}

/** A member's names, permissions and status (disabling ends every session at once). */
export function TeamEdit() {
  return (
    <Edit
      title="Team member"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('team', 'Member saved.', 'Failed to save the member.')}
      actions={
        <TopToolbar>
          <ListButton />
          <ResendInvitationButton />
          <HistoryButton entity="team-member" />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<MemberToolbar />}>
        <InvitedNotice />
        <TeamFields />
        <RadioButtonGroupInput
          source="status"
          label="Status"
          choices={STATUS_CHOICES}
          helperText="A disabled member cannot sign in, and is signed out everywhere at once."
        />
      </SimpleForm>
    </Edit>
  );
}
