import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { INVITATION_DAYS, SHOP_NAME } from '@satchel/shared';
import { escapeHtml } from '../../common/text/escape-html';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { MailerService } from '../../infra/mail/mailer.service';
import { AccountTokenPurpose } from '../auth/account-token.entity';
import { issueAccountToken } from '../auth/account-tokens';
import { User } from '../users/user.entity';

export const INVITATION_EMAIL_JOB = 'email.team-invitation';

export interface InvitationEmailPayload extends Record<string, unknown> {
  userId: number;
  /** When the invitation was sent (ISO): its days count from then. */
  requestedAt: string;
}

/**
 * The invitation to the back office, on the jobs runtime after the invitation commits. Like a
 * reset link, its token is made as the e-mail is sent and kept only as a hash (account_tokens).
 */
@Injectable()
export class InvitationEmailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<InvitationEmailPayload>({
      type: INVITATION_EMAIL_JOB,
      queue: 'email',
      handle: (payload) => this.send(payload),
    });
  }

  private async send({ userId, requestedAt }: InvitationEmailPayload): Promise<void> {
    const em = this.em.fork();
    const member = await em.findOne(User, userId, { populate: ['passwordHash'] });
    // Removed, or accepted meanwhile: there is nothing to invite to.
    if (!member || member.passwordHash !== null) return;
    const requested = new Date(requestedAt);
    const token = await issueAccountToken(em, {
      user: member,
      purpose: AccountTokenPurpose.INVITATION,
      requestedAt: requested,
      expiresAt: new Date(requested.getTime() + INVITATION_DAYS * 86_400_000),
    });
    if (!token) return; // a newer invitation's link is out
    const link = `${this.config.publicUrl}/admin/accept-invite?token=${token}`;
    const intro = `You have been invited to help run ${SHOP_NAME}'s back office. Choose a username and a password here; the link works once, for ${INVITATION_DAYS} days:`;
    await this.mailer.send({
      to: member.email,
      subject: `You're invited to the ${SHOP_NAME} back office`,
      text: [
        `Hello ${member.firstName},`,
        '',
        intro,
        '',
        link,
        '',
        'If you did not expect this, ignore this e-mail.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(member.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>If you did not expect this, ignore this e-mail.</p>`,
    });
  }
}
