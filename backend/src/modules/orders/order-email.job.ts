import { buffer } from 'node:stream/consumers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { MailerService, MailMessage } from '../../infra/mail/mailer.service';
import { StorageDriver } from '../../infra/storage/storage-driver';
import { CompanyService } from '../company/company.service';
import { OrderEmail } from './order-email.entity';
import { renderOrderEmail } from './order-email.template';
import { ORDER_EMAIL_JOB, OrderEmailPayload } from './order-emails.service';

/** Enough tries to outlast an SMTP outage of about half a day with the default 5 s first retry. */
const MAX_ATTEMPTS = 20;

/**
 * Sends an order e-mail that was owed in the order's transaction. Runs on the jobs runtime with
 * retries and backoff; checks and records `sentAt` so it never goes out twice.
 */
@Injectable()
export class OrderEmailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    private readonly company: CompanyService,
    private readonly storage: StorageDriver,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<OrderEmailPayload>({
      type: ORDER_EMAIL_JOB,
      queue: 'email',
      maxAttempts: MAX_ATTEMPTS,
      backoffMs: this.config.mailRetryMs,
      handle: (payload) => this.send(payload),
    });
  }

  private async send({ orderEmailId }: OrderEmailPayload): Promise<void> {
    const email = await this.em.findOne(OrderEmail, orderEmailId, { populate: ['order.user', 'order.lines'] });
    if (!email || email.sentAt) return;
    const order = email.order;
    const company = await this.company.details();
    const logo = company?.logo ? await this.attachment(company.logo.filename, company.logo.contentType) : undefined;
    const rendered = renderOrderEmail(email.kind, order, {
      name: company?.name || 'Satchel',
      logoSrc: logo ? `cid:${logo.cid}` : undefined,
      email: company?.email || undefined,
      phone: company?.phone || undefined,
      url: this.config.publicUrl,
    });
    await this.mailer.send({ to: order.user.email, ...rendered, attachments: logo ? [logo] : undefined });
    email.sentAt = new Date();
    await this.em.flush();
  }

  /** The logo as an inline attachment: mail clients block remote images by default. */
  private async attachment(
    filename: string,
    contentType: string,
  ): Promise<NonNullable<MailMessage['attachments']>[0] | undefined> {
    const file = await this.storage.get(filename);
    if (!file) return undefined;
    return { filename, content: await buffer(file.body), contentType, cid: 'logo@satchel' };
  }
}
