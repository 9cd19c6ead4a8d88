import { TEAM_MESSAGES } from '@satchel/shared';
import { Create, SimpleForm } from 'react-admin';
import { useSaveFeedback } from '../lib/forms';
import { TeamFields } from './TeamFields';
import { NEW_MEMBER } from './teamRules';

/** Invites a member of staff: the API e-mails a link to choose a username and password (7 days, once). */
export function TeamCreate() {
  return (
    <Create
      title="Invite a member of staff"
      mutationOptions={useSaveFeedback('team', TEAM_MESSAGES.invited, 'Failed to send the invitation.')}
    >
      <SimpleForm defaultValues={NEW_MEMBER}>
        <TeamFields withEmail />
      </SimpleForm>
    </Create>
  );
}
