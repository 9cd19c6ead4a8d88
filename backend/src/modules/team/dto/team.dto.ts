import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERMISSIONS, STAFF_STATUSES, TEAM_MESSAGES, type Permission, type StaffStatus } from '@satchel/shared';
import { IsArray, IsBoolean, IsIn, IsString, Matches } from 'class-validator';
import { Checks, IsOmittable } from '../../../common/http/validation';
import { LINK_TOKEN } from '../../auth/account-tokens';
import { EmailField, PasswordField, PersonNameField, UsernameField } from '../../users/dto/user-fields';

const PermissionsField = (required: boolean) =>
  Checks(
    ...(required ? [] : [IsOmittable()]),
    IsArray({ message: 'permissions must be a list' }),
    IsIn(PERMISSIONS, { each: true, message: `permissions must be among ${PERMISSIONS.join(', ')}` }),
  );

/** A member of the back-office team as the Team screen shows it. */
export class TeamMemberDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({
    example: 'ravi',
    description: 'Chosen when the invitation is accepted; made from the e-mail until then',
  })
  username!: string;

  @ApiProperty({ example: 'ravi@example.com' })
  email!: string;

  @ApiProperty({ example: 'Ravi' })
  firstName!: string;

  @ApiProperty({ example: 'Kumar' })
  lastName!: string;

  @ApiProperty({ description: 'An owner may do everything and is never left the last one out' })
  isOwner!: boolean;

  @ApiProperty({ enum: PERMISSIONS, enumName: 'Permission', isArray: true, example: ['orders'] })
  permissions!: Permission[];

  @ApiProperty({ enum: STAFF_STATUSES, enumName: 'StaffStatus' })
  status!: StaffStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

/** Whom to invite, and what they may do. */
export class InviteMemberDto {
  @EmailField(true)
  email!: string;

  @PersonNameField('First name', true)
  firstName!: string;

  @PersonNameField('Last name', true)
  lastName!: string;

  @ApiPropertyOptional({ default: false, description: 'Only an owner may invite an owner' })
  @Checks(IsOmittable(), IsBoolean({ message: 'isOwner must be true or false' }))
  isOwner?: boolean;

  @ApiProperty({ enum: PERMISSIONS, enumName: 'Permission', isArray: true, example: ['orders'] })
  @PermissionsField(true)
  permissions!: Permission[];
}

/** Any of these; a field left out is kept. `status` disables an account (its sessions end at once) or enables it again. */
export class UpdateMemberDto {
  @PersonNameField('First name')
  firstName?: string;

  @PersonNameField('Last name')
  lastName?: string;

  @ApiPropertyOptional({ description: 'Only an owner may make or unmake an owner' })
  @Checks(IsOmittable(), IsBoolean({ message: 'isOwner must be true or false' }))
  isOwner?: boolean;

  @ApiPropertyOptional({ enum: PERMISSIONS, enumName: 'Permission', isArray: true })
  @PermissionsField(false)
  permissions?: Permission[];

  @ApiPropertyOptional({ enum: ['active', 'disabled'] })
  @Checks(IsOmittable(), IsIn(['active', 'disabled'], { message: 'status must be active or disabled' }))
  status?: 'active' | 'disabled';
}

export class AcceptInvitationDto {
  @ApiProperty({ description: "The token of the invitation e-mail's link", pattern: LINK_TOKEN.source })
  @Checks(
    IsString({ message: TEAM_MESSAGES.invitationInvalid }),
    Matches(LINK_TOKEN, { message: TEAM_MESSAGES.invitationInvalid }),
  )
  token!: string;

  @UsernameField(true)
  username!: string;

  @PasswordField()
  password!: string;
}

export class TeamMessageDto {
  @ApiProperty({ example: TEAM_MESSAGES.resent })
  message!: string;
}
