import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../password-attempts';
import { CurrentPasswordField, DobField, EmailField, MobileField, PersonNameField, UsernameField } from './user-fields';

/** The fields a user may change about themselves; role and password are not among them (the password has its own route). */
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

  @CurrentPasswordField(
    false,
    `Required when \`email\` changes: the e-mail is where password reset links go. Wrong ones are counted per account, as logins are (${LOGIN_FAILURE_LIMIT} in ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes, then 429).`,
  )
  currentPassword?: string;
}
