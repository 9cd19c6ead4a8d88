import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UserType } from '@satchel/shared';
import { inRequestScope } from '../../common/request-scope';
import { InjectConfig } from '../../config/config.module';
import { AppConfig, PUBLISHED_SECRETS } from '../../config/app-config';
import { DatabaseServer, StartupLock } from '../../infra/database/database-server';
import { User } from './user.entity';
import { UsersService } from './users.service';

export const DEMO_ADMIN_EMAIL = 'admin@satchel.local';

/**
 * Makes sure the shop can be run: on start, the admin named by ADMIN_EMAIL/ADMIN_PASSWORD is
 * created if missing (and loses a published default password if it has one); with neither set
 * and no admin yet, a demo admin is created and its credentials printed (and kept in
 * DATA_DIR/demo-admin.txt).
 */
@Injectable()
export class AdminAccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly database: DatabaseServer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    // One process at a time, so replicas starting together create one admin, not one each.
    return this.database.exclusively(StartupLock.Seeding, () => inRequestScope(this.orm.em, () => this.ensureAdmin()));
  }

  /** Creates an admin account with a username derived from the e-mail address. */
  async createAdmin(email: string, password: string): Promise<User> {
    return this.users.create({ username: await this.users.freeUsername(email), email, password }, UserType.ADMIN);
  }

  /**
   * The way back in for a shop locked out of its back office (`npm run admin:create` with an
   * admin's e-mail): that account gets this password, is made an owner (enabled, if it was disabled),
   * its sessions end and its failed logins no longer count (where this process can reach them).
   * A customer's e-mail is refused. Returns undefined when no account uses the e-mail.
   */
  async recoverOwner(email: string, password: string): Promise<User | undefined> {
    const existing = await this.em.findOne(User, { email: email.toLowerCase() });
    if (!existing) return undefined;
    if (existing.userType !== UserType.ADMIN)
      throw new Error(`${email} belongs to a customer account; choose another e-mail`);
    await this.users.setPassword(existing, password);
    existing.isOwner = true;
    existing.disabledAt = null;
    await this.em.flush();
    // With Redis the counts are there and this clears them; without it they live in the running
    // server's memory, out of this command's reach (they lapse in 15 minutes or with a restart).
    await this.users.forgetPasswordFailures(existing);
    return existing;
  }

  private async ensureAdmin(): Promise<void> {
    const { admin } = this.config;
    if (admin) {
      const existing = await this.em.findOne(User, { email: admin.email.toLowerCase() });
      if (!existing) {
        await this.createAdmin(admin.email, admin.password);
        this.logger.log(`Created admin ${admin.email} from ADMIN_EMAIL`);
      } else if (existing.userType !== UserType.ADMIN) {
        this.logger.warn(`ADMIN_EMAIL ${admin.email} belongs to a customer account; it was left unchanged`);
      } else {
        await this.replacePublishedPassword(existing, admin.password);
      }
      return;
    }
    if (await this.em.count(User, { userType: UserType.ADMIN })) return;
    const password = randomBytes(9).toString('base64url');
    await this.createAdmin(DEMO_ADMIN_EMAIL, password);
    const file = join(this.config.dataDir, 'demo-admin.txt');
    await writeFile(file, `email=${DEMO_ADMIN_EMAIL}\npassword=${password}\n`, { mode: 0o600 });
    // Printed plainly (not as a JSON log line) so a newcomer sees it.
    if (this.config.logLevel === 'silent') return;
    console.log(
      `\n  Demo admin created. Log in at ${this.config.publicUrl}/admin with\n` +
        `    email:    ${DEMO_ADMIN_EMAIL}\n    password: ${password}\n  (also saved in ${file})\n`,
    );
  }

  /**
   * An admin created with a password once published as a default (the old compose file's) has
   * it still, whatever ADMIN_PASSWORD says now: it gets ADMIN_PASSWORD instead, and its sessions end.
   */
  private async replacePublishedPassword(admin: User, password: string): Promise<void> {
    await this.em.populate(admin, ['passwordHash']);
    for (const published of PUBLISHED_SECRETS) {
      if (!(await this.users.verifyPassword(admin, published))) continue;
      // Set, not changed through changePassword: that one counts a signed-in account's tries.
      await this.users.setPassword(admin, password);
      await this.em.flush();
      this.logger.warn(`The admin ${admin.email} had a published default password; it is now ADMIN_PASSWORD`);
      return;
    }
  }
}
