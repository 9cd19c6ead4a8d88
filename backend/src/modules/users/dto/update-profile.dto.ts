import { DobField, EmailField, MobileField, PersonNameField, UsernameField } from './user-fields';

/** The fields a user may change about themselves; role and password are not among them. */
export class UpdateProfileDto {
  @UsernameField(false)
  username?: string;

  @EmailField(false)
  email?: string;

  @PersonNameField('First name')
  firstName?: string;

  @PersonNameField('Last name')
  lastName?: string;

  @MobileField()
  mobile?: string | null;

  @DobField()
  dob?: string | null;
}
