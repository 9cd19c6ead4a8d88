import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { REDACTED, TEAM_MESSAGES, UserType } from '@satchel/shared';
import { Clock } from '../../common/clock';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { AuditLog } from '../audit/audit-log.service';
import { AccountTokenPurpose } from '../auth/account-token.entity';
import { consumeAccountToken } from '../auth/account-tokens';
import { SessionUserCache } from '../users/session-user-cache';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AcceptInvitationDto } from './dto/team.dto';

/** An invited member accepting: the link's account gets the username and password chosen. */
@Injectable()
export class InvitationService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly sessionUsers: SessionUserCache,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async accept({ token, username, password }: AcceptInvitationDto): Promise<void> {
    const userId = await this.em.transactional(async (em) => {
      const id = await consumeAccountToken(em, token, AccountTokenPurpose.INVITATION, this.clock.now(), {
        invalid: TEAM_MESSAGES.invitationInvalid,
        expired: TEAM_MESSAGES.invitationExpired,
      });
      // Accepted once only: an account that has a password (a reset, a link sent twice) is no longer invited.
      const member = await em.findOne(
        User,
        { id, userType: UserType.ADMIN, passwordHash: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!member) throw new InvalidInputError(TEAM_MESSAGES.invitationInvalid);
      // Thrown, this rolls the token's deletion back: the link still works with another username.
      await this.users.assertUsernameAvailable(username, member.id);
      member.username = username;
      await this.users.setPassword(member, password);
      // Public, so no one acts for the request: the entry names the member who accepted.
      await this.audit.record(em, {
        actor: { id: member.id, email: member.email },
        action: 'update',
        entity: 'team-member',
        entityId: String(member.id),
        changes: { username: { to: username }, passwordHash: { to: REDACTED } },
      });
      return member.id;
    });
    this.sessionUsers.forgetUser(userId);
  }
}
