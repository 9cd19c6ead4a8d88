import { ApiProperty } from '@nestjs/swagger';
import { type Permission, PERMISSIONS, UserType } from '@satchel/shared';
import type { SessionUser } from '../session-user-cache';

/** A user as the API shows it: never the password hash. */
export class UserDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'asha' })
  username!: string;

  @ApiProperty({ example: 'asha@example.com' })
  email!: string;

  @ApiProperty({ example: 'Asha' })
  firstName!: string;

  @ApiProperty({ example: 'Rao' })
  lastName!: string;

  @ApiProperty({ type: 'string', nullable: true, example: '9876543210' })
  mobile!: string | null;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '1994-05-21' })
  dob!: string | null;

  @ApiProperty({ enum: UserType, enumName: 'UserType' })
  userType!: UserType;

  @ApiProperty({ description: 'Staff: may do everything in the back office' })
  isOwner!: boolean;

  @ApiProperty({
    enum: PERMISSIONS,
    enumName: 'Permission',
    isArray: true,
    description: 'Staff: the back-office areas this account may work in (an owner: all)',
  })
  permissions!: Permission[];

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: string;

  static from(user: SessionUser): UserDto {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      dob: user.dob,
      userType: user.userType,
      isOwner: user.isOwner,
      permissions: user.isOwner ? [...PERMISSIONS] : PERMISSIONS.filter((p) => user.permissions.includes(p)),
      createdAt: user.createdAt.toISOString(),
    };
  }
}

export class UserDataDto {
  @ApiProperty({ type: UserDto })
  user!: UserDto;
}

/** `{data: {user}}`, the shape docs/product.md §7 gives `GET /auth/me` and `PUT /users/profile`. */
export class UserDataResponseDto {
  @ApiProperty({ type: UserDataDto })
  data!: UserDataDto;

  static of(user: SessionUser): UserDataResponseDto {
    return { data: { user: UserDto.from(user) } };
  }
}

export class MessageDto {
  @ApiProperty({ example: 'Password changed successfully' })
  message!: string;
}

export class MessageDataResponseDto {
  @ApiProperty({ type: MessageDto })
  data!: MessageDto;
}

export class ChangePasswordResponseDto extends MessageDataResponseDto {
  @ApiProperty({ description: 'A new bearer token: every token signed before the change no longer works' })
  token!: string;
}
