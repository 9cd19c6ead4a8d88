import { Migration } from '@mikro-orm/migrations';

/**
 * Returns and refunds (issue 32, docs/product.md §19): returns with their lines and photos, the
 * return window on the delivery settings, e-mails about a return, several credit notes per order
 * (a refunded return issues one), and the webhooks return.requested, return.updated and
 * refund.recorded from triggers (decision 8).
 */
export class Migration20261127143938 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "return_status" as enum ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED');`);
    this.addSql(`create type "refund_destination" as enum ('UPI', 'BANK');`);
    this.addSql(`create type "refund_method" as enum ('UPI', 'BANK', 'OTHER');`);
    this.addSql(
      `create type "return_reason" as enum ('DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'SIZE_OR_FIT', 'CHANGED_MIND', 'OTHER');`,
    );
    this.addSql(
      `create table "order_returns" ("id" serial primary key, "order_id" int not null, "user_id" int not null, "status" "return_status" not null default 'REQUESTED', "comment" varchar(1000) not null default '', "destination" "refund_destination" not null, "upi_id" varchar(256) null, "account_name" varchar(100) null, "account_number" varchar(18) null, "ifsc" varchar(11) null, "staff_note" varchar(1000) not null default '', "requested_at" timestamptz not null, "decided_at" timestamptz null, "received_at" timestamptz null, "refunded_at" timestamptz null, "refund_paise" bigint null, "refund_method" "refund_method" null, "refund_reference" varchar(100) null, "credit_note_id" int null, "updated_at" timestamptz not null, constraint order_returns_destination_check check ((destination = 'UPI' and upi_id is not null) or (destination = 'BANK' and account_name is not null and account_number is not null and ifsc is not null)), constraint order_returns_refund_check check ((status = 'REFUNDED') = (refund_paise is not null and refund_method is not null and refund_reference is not null and refunded_at is not null) and (refund_paise is null or refund_paise > 0)));`,
    );
    this.addSql(`create index "order_returns_order_id_index" on "order_returns" ("order_id");`);
    this.addSql(
      `alter table "order_returns" add constraint "order_returns_credit_note_unique" unique ("credit_note_id");`,
    );
    this.addSql(`create index "order_returns_user_requested_idx" on "order_returns" ("user_id", "requested_at");`);
    this.addSql(`create index "order_returns_requested_idx" on "order_returns" ("requested_at");`);
    this.addSql(`create index "order_returns_status_requested_idx" on "order_returns" ("status", "requested_at");`);
    this.addSql(
      `create index "order_returns_refunded_idx" on "order_returns" ("refunded_at") where "refunded_at" is not null;`,
    );
    this.addSql(
      `create table "order_return_photos" ("return_id" int not null, "upload_id" int not null, constraint "order_return_photos_pkey" primary key ("return_id", "upload_id"));`,
    );
    this.addSql(
      `create table "order_return_lines" ("id" serial primary key, "order_return_id" int not null, "order_line_id" int not null, "quantity" int not null, "reason" "return_reason" not null, "refundable_paise" bigint not null, "restocked_at" timestamptz null, "refund_paise" bigint null, "taxable_paise" bigint not null default 0, "cgst_paise" bigint not null default 0, "sgst_paise" bigint not null default 0, "igst_paise" bigint not null default 0, constraint order_return_lines_quantity_check check (quantity >= 1 and refundable_paise >= 0));`,
    );
    this.addSql(`create index "order_return_lines_order_return_id_index" on "order_return_lines" ("order_return_id");`);
    this.addSql(`create index "order_return_lines_order_line_id_index" on "order_return_lines" ("order_line_id");`);
    this.addSql(
      `alter table "order_returns" add constraint "order_returns_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "order_returns" add constraint "order_returns_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "order_returns" add constraint "order_returns_credit_note_id_foreign" foreign key ("credit_note_id") references "tax_documents" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "order_return_photos" add constraint "order_return_photos_return_id_foreign" foreign key ("return_id") references "order_returns" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_return_photos" add constraint "order_return_photos_upload_id_foreign" foreign key ("upload_id") references "uploads" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_return_lines" add constraint "order_return_lines_order_return_id_foreign" foreign key ("order_return_id") references "order_returns" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_return_lines" add constraint "order_return_lines_order_line_id_foreign" foreign key ("order_line_id") references "order_lines" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "delivery_settings" add column "return_window_days" int not null default 7;`);
    this.addSql(
      `alter table "delivery_settings" add constraint delivery_settings_return_window_check check(return_window_days between 0 and 90);`,
    );
    this.addSql(`alter table "tax_documents" drop constraint "tax_documents_order_kind_unique";`);
    this.addSql(`create index "tax_documents_order_idx" on "tax_documents" ("order_id");`);
    this.addSql(
      `create unique index "tax_documents_one_invoice" on "tax_documents" ("order_id") where "kind" = 'INVOICE';`,
    );
    this.addSql(`alter type "order_email_kind" add value if not exists 'RETURN_REQUESTED' after 'CANCELED';`);
    this.addSql(`alter type "order_email_kind" add value if not exists 'RETURN_APPROVED' after 'RETURN_REQUESTED';`);
    this.addSql(`alter type "order_email_kind" add value if not exists 'RETURN_REJECTED' after 'RETURN_APPROVED';`);
    this.addSql(`alter type "order_email_kind" add value if not exists 'RETURN_RECEIVED' after 'RETURN_REJECTED';`);
    this.addSql(`alter type "order_email_kind" add value if not exists 'RETURN_REFUNDED' after 'RETURN_RECEIVED';`);
    this.addSql(`alter table "order_emails" add column "return_id" int null;`);
    this.addSql(RETURN_WEBHOOKS);
    // Deferred to the commit, so that the event lists the lines written after the return.
    this.addSql(
      `create constraint trigger "order_returns_requested_webhook" after insert on "order_returns" deferrable initially deferred for each row execute function satchel_return_webhooks();`,
    );
    this.addSql(
      `create trigger "order_returns_status_webhooks" after update of status on "order_returns" for each row execute function satchel_return_webhooks();`,
    );
  }

  override async down(): Promise<void> {
    // Refunds have issued credit notes and e-mails of kinds the code before this cannot read:
    // once a return exists, this migration is not undone (restore a backup instead).
    this.addSql(`do $$ begin
      if exists (select 1 from order_returns) then
        raise exception 'Returns exist: Migration20261127143938 cannot be undone without losing them';
      end if;
    end $$;`);
    this.addSql(`drop table if exists "order_return_photos" cascade;`);
    this.addSql(`drop table if exists "order_return_lines" cascade;`);
    this.addSql(`drop table if exists "order_returns" cascade;`);
    this.addSql(`drop function if exists satchel_return_webhooks();`);
    this.addSql(`alter table "delivery_settings" drop column "return_window_days";`);
    this.addSql(`alter table "order_emails" drop column "return_id";`);
    this.addSql(`drop index "tax_documents_order_idx";`);
    this.addSql(`drop index "tax_documents_one_invoice";`);
    this.addSql(
      `alter table "tax_documents" add constraint "tax_documents_order_kind_unique" unique ("order_id", "kind");`,
    );
    this.addSql(`drop type "return_status";`);
    this.addSql(`drop type "refund_destination";`);
    this.addSql(`drop type "refund_method";`);
    this.addSql(`drop type "return_reason";`);
  }
}

const RETURN_WEBHOOKS = `create function satchel_return_webhooks() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      perform satchel_webhook_event('return.requested', jsonb_build_object('returnId', new.id,
        'orderId', new.order_id, 'customerId', new.user_id, 'status', new.status,
        'items', (select coalesce(jsonb_agg(jsonb_build_object('orderLineId', l.order_line_id,
                    'quantity', l.quantity, 'reason', l.reason) order by l.id), '[]'::jsonb)
                    from order_return_lines l where l.order_return_id = new.id),
        'refundablePaise', (select coalesce(sum(l.refundable_paise), 0) from order_return_lines l
                              where l.order_return_id = new.id)));
    elsif new.status is distinct from old.status then
      perform satchel_webhook_event('return.updated', jsonb_build_object('returnId', new.id,
        'orderId', new.order_id, 'from', old.status, 'to', new.status, 'note', new.staff_note));
      if new.status = 'REFUNDED' then
        perform satchel_webhook_event('refund.recorded', jsonb_build_object('returnId', new.id,
          'orderId', new.order_id, 'amountPaise', new.refund_paise, 'method', new.refund_method,
          'reference', new.refund_reference,
          'creditNote', (select d.number from tax_documents d where d.id = new.credit_note_id)));
      end if;
    end if;
    return null;
  end $$;`;
