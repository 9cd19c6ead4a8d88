import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NO_PERMISSION, TEAM_MESSAGES, UserType, type Permission, type StaffStatus } from '@satchel/shared';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  RecordNotFoundError,
} from '../../common/errors/domain-errors';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { SessionUserCache } from '../users/session-user-cache';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { InviteMemberDto, TeamMemberDto, UpdateMemberDto } from './dto/team.dto';
import { INVITATION_EMAIL_JOB, InvitationEmailPayload } from './invitation-email.job';

/** What the Team screen may sort by. */
export const TEAM_SORTS = ['id', 'email', 'lastName', 'createdAt'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

export interface TeamCriteria {
  ids?: number[];
  /** Part of a name, username or e-mail address, in any case, taken literally. */
  search?: string;
  status?: StaffStatus;
  sort: { field: TeamSort; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/** The one who asks: a member of staff (an owner may do anything). */
export type Actor = Pick<User, 'id' | 'isOwner' | 'permissions'>;

const ORDER_BY: Record<TeamSort, string> = {
  id: 'u.id',
  email: 'u.email',
  lastName: 'lower(u.last_name)',
  createdAt: 'u.created_at',
};

/** An account's standing, from its columns: invited until a password is chosen. */
const STATUS_SQL = `case when u.disabled_at is not null then 'disabled' when u.password_hash is null then 'invited' else 'active' end`;

interface MemberRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_owner: boolean;
  permissions: Permission[];
  status: StaffStatus;
  created_at: Date;
  total: number;
}

/**
 * The back-office team (docs/product.md §14): invitations, permissions, disabling and removing,
 * so that the shop always keeps an active owner and no one grants more than they hold.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
    private readonly sessionUsers: SessionUserCache,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async list(criteria: TeamCriteria): Promise<Page<TeamMemberDto[]>> {
    if (criteria.ids?.length === 0) return { items: [], total: 0 };
    const where = [`u.user_type = 'ADMIN'`];
    const params: unknown[] = [];
    if (criteria.ids) {
      where.push('u.id in (?)');
      params.push(criteria.ids);
    }
    if (criteria.search) {
      const like = containsPattern(criteria.search);
      where.push(`(u.username ilike ? or u.email ilike ? or u.first_name ilike ? or u.last_name ilike ?)`);
      params.push(like, like, like, like);
    }
    if (criteria.status) {
      where.push(`${STATUS_SQL} = ?`);
      params.push(criteria.status);
    }
    // Staff are few (a shop's team), so the count rides along with the page.
    const rows = await this.em.execute<MemberRow[]>(
      `select u.id, u.username, u.email, u.first_name, u.last_name, u.is_owner, u.permissions, u.created_at,
              ${STATUS_SQL} as status, count(*) over ()::int as total
         from users u
        where ${where.join(' and ')}
        order by ${ORDER_BY[criteria.sort.field]} ${criteria.sort.order}, u.id ${criteria.sort.order}
        limit ? offset ?`,
      [...params, criteria.limit, criteria.offset],
    );
    const total = rows[0]?.total ?? (criteria.offset ? await this.count(where, params) : 0);
    return { items: rows.map(toDto), total };
  }

  async get(id: number): Promise<TeamMemberDto> {
    const { items } = await this.list({ ids: [id], sort: { field: 'id', order: 'asc' }, limit: 1, offset: 0 });
    if (!items[0]) throw new RecordNotFoundError('Team member not found');
    return items[0];
  }

  /** Creates the account without a password and e-mails its invitation link (7 days, once). */
  async invite(asker: Actor, input: InviteMemberDto): Promise<TeamMemberDto> {
    const isOwner = input.isOwner ?? false;
    // As the actor is now, not as its session copy was a moment ago (as update and remove judge).
    assertMayGrant(await freshActor(this.em, asker.id), { isOwner, permissions: input.permissions });
    const email = input.email.toLowerCase();
    if (await this.em.count(User, { email })) throw new ConflictError('Email is already registered');
    const username = await this.users.freeUsername(email);
    const id = await this.em.transactional(async (em) => {
      const member = em.create(User, {
        username,
        email,
        passwordHash: null,
        firstName: input.firstName,
        lastName: input.lastName,
        userType: UserType.ADMIN,
        isOwner,
        permissions: isOwner ? [] : uniq(input.permissions),
      });
      await em.flush();
      this.sendInvitation(em, member.id);
      return member.id;
    });
    return this.get(id);
  }

  /**
   * A new link for a member who has not accepted yet; the older link stops working. Only who may
   * change the member may renew its invitation (assertMayManage).
   */
  async resendInvitation(asker: Actor, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const actor = await freshActor(em, asker.id);
      const member = await this.findMember(em, id, true);
      assertMayManage(actor, member);
      if (member.passwordHash !== null) throw new ConflictError(TEAM_MESSAGES.notInvited);
      this.sendInvitation(em, member.id);
    });
  }

  async update(asker: Actor, id: number, changes: UpdateMemberDto): Promise<TeamMemberDto> {
    await this.em.transactional(async (em) => {
      const owners = await lockActiveOwners(em);
      const actor = await freshActor(em, asker.id);
      const member = await this.findMember(em, id);
      assertMayManage(actor, member);
      const isOwner = changes.isOwner ?? member.isOwner;
      const added = (changes.permissions ?? []).filter((permission) => !member.permissions.includes(permission));
      assertMayGrant(actor, { isOwner, permissions: added });
      const disable = changes.status === 'disabled' && member.disabledAt === null;
      if (disable && member.id === actor.id) throw new InvalidInputError(TEAM_MESSAGES.notYourself);
      if ((disable || !isOwner) && member.isOwner) assertAnotherOwner(owners, member.id);
      em.assign(member, {
        firstName: changes.firstName ?? member.firstName,
        lastName: changes.lastName ?? member.lastName,
        isOwner,
        // An owner holds every permission; its list is kept empty so nothing lingers after a demotion.
        permissions: isOwner ? [] : uniq(changes.permissions ?? member.permissions),
      });
      if (disable) {
        member.disabledAt = this.clock.now();
        member.tokenVersion += 1; // every session ends at once
      } else if (changes.status === 'active') {
        member.disabledAt = null;
      }
    });
    // Its next request reads the account again: new permissions, or no session at all.
    this.sessionUsers.forgetUser(id);
    return this.get(id);
  }

  async remove(asker: Actor, id: number): Promise<TeamMemberDto> {
    const removed = await this.get(id);
    await this.em.transactional(async (em) => {
      const owners = await lockActiveOwners(em);
      const actor = await freshActor(em, asker.id);
      const member = await this.findMember(em, id);
      assertMayManage(actor, member);
      if (member.id === actor.id) throw new InvalidInputError(TEAM_MESSAGES.notYourself);
      if (member.isOwner) assertAnotherOwner(owners, member.id);
      // Removed, it would be made again (an owner, with ADMIN_PASSWORD) on the next start.
      if (member.email === this.config.admin?.email.toLowerCase()) {
        throw new ConflictError(TEAM_MESSAGES.configuredAdmin);
      }
      const [{ ordered }] = await em.execute<{ ordered: boolean }[]>(
        'select exists (select from orders where user_id = ?) as ordered',
        [member.id],
      );
      if (ordered) throw new ConflictError(TEAM_MESSAGES.hasOrders);
      em.remove(member);
    });
    this.sessionUsers.forgetUser(id);
    return removed;
  }

  /** The member, its row locked for this transaction; 404 for a customer or no account. */
  private async findMember(em: EntityManager, id: number, withPassword = false): Promise<User> {
    // Read again (refresh), locked: the entity this request holds may be the session's copy of a moment ago.
    const member = await em.findOne(
      User,
      { id, userType: UserType.ADMIN },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, ...(withPassword ? { populate: ['passwordHash'] } : {}) },
    );
    if (!member) throw new RecordNotFoundError('Team member not found');
    return member;
  }

  private sendInvitation(em: EntityManager, userId: number): void {
    const payload: InvitationEmailPayload = { userId, requestedAt: this.clock.now().toISOString() };
    this.outbox.enqueue(em, INVITATION_EMAIL_JOB, payload);
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [{ n }] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from users u where ${where.join(' and ')}`,
      params,
    );
    return n;
  }
}

/**
 * The active owners' ids, their rows locked for the transaction. Every team change takes these
 * locks first, then the member's, always in that order: two owners demoting each other at once
 * run one after the other, and the second finds it would leave no owner.
 */
async function lockActiveOwners(em: EntityManager): Promise<number[]> {
  const owners = await em.execute<{ id: number }[]>(
    `select id from users
      where user_type = 'ADMIN' and is_owner and disabled_at is null and password_hash is not null
      order by id for update`,
  );
  return owners.map((owner) => owner.id);
}

/** Refuses (409) a change that would leave the shop without an active owner. */
function assertAnotherOwner(owners: number[], leaving: number): void {
  if (!owners.some((owner) => owner !== leaving)) throw new ConflictError(TEAM_MESSAGES.lastOwner);
}

/**
 * The one who asks, as the database says now (the session's copy may be seconds old): an owner
 * demoted, or a member whose permissions were cut, a moment ago acts as they are now.
 */
async function freshActor(em: EntityManager, id: number): Promise<Actor> {
  const [row] = await em.execute<{ id: number; is_owner: boolean; permissions: string[]; disabled_at: Date | null }[]>(
    `select id, is_owner, permissions, disabled_at from users where id = ? and user_type = 'ADMIN'`,
    [id],
  );
  if (!row || row.disabled_at) throw new ForbiddenError(NO_PERMISSION);
  return { id: row.id, isOwner: row.is_owner, permissions: row.permissions };
}

/**
 * Who may change, remove or re-invite a member: an owner anyone; others no owner, and only members
 * who hold nothing they lack. (Making an owner is assertMayGrant's.)
 */
function assertMayManage(actor: Actor, member: Actor): void {
  if (actor.isOwner) return;
  if (member.isOwner) throw new ForbiddenError(TEAM_MESSAGES.ownersOnly);
  if (member.permissions.some((permission) => !actor.permissions.includes(permission))) {
    throw new ForbiddenError(TEAM_MESSAGES.beyondOwnMember);
  }
}

/** Only an owner makes owners; others grant only what they hold themselves. */
function assertMayGrant(actor: Actor, grant: { isOwner: boolean; permissions: readonly Permission[] }): void {
  if (actor.isOwner) return;
  if (grant.isOwner) throw new ForbiddenError(TEAM_MESSAGES.ownersOnly);
  if (grant.permissions.some((permission) => !actor.permissions.includes(permission))) {
    throw new ForbiddenError(TEAM_MESSAGES.beyondOwn);
  }
}

function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function toDto(row: MemberRow): TeamMemberDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isOwner: row.is_owner,
    permissions: row.permissions,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
