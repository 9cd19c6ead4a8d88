import { CurrentPasswordField, PasswordField } from './user-fields';

export class ChangePasswordDto {
  @CurrentPasswordField(true)
  currentPassword!: string;

  @PasswordField('New password')
  newPassword!: string;
}
