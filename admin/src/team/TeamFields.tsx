import { hasPermission, MAX_PERSON_NAME_LENGTH, type StaffMember } from '@satchel/shared';
import { BooleanInput, CheckboxGroupInput, email, TextInput, usePermissions } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { filledIn } from '../lib/forms';
import { PERMISSION_CHOICES } from './teamRules';

const NAME_HELP = `At most ${MAX_PERSON_NAME_LENGTH} characters`;

/**
 * A member's names and what they may do. Only an owner sees the owner switch (only an owner may
 * make one); an owner's permissions are all of them, so the boxes go while it is on.
 */
export function TeamFields({ withEmail = false }: { withEmail?: boolean }) {
  const { permissions: me } = usePermissions<StaffMember | null>();
  const isOwner = useWatch({ name: 'isOwner' }) === true;
  return (
    <>
      {withEmail && (
        <TextInput
          source="email"
          label="Email"
          type="email"
          validate={[filledIn('Email is required'), email()]}
          fullWidth
        />
      )}
      <TextInput
        source="firstName"
        label="First name"
        validate={filledIn('First name is required')}
        helperText={NAME_HELP}
      />
      <TextInput
        source="lastName"
        label="Last name"
        validate={filledIn('Last name is required')}
        helperText={NAME_HELP}
      />
      {me?.isOwner && hasPermission(me, 'team') && (
        <BooleanInput source="isOwner" label="Owner (may do everything, including the team)" />
      )}
      {!isOwner && (
        <CheckboxGroupInput source="permissions" label="May work on" choices={PERMISSION_CHOICES} row={false} />
      )}
    </>
  );
}
