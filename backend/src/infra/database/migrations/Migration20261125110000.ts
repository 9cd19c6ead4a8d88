import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks: endpoints, deliveries and their attempts, and the triggers that write each event to
 * the outbox in the transaction of the change itself, whichever code (ORM or SQL) made it.
 */
export class Migration20261125110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "url" varchar(2000) not null, "description" varchar(200) not null default '', "events" text[] not null, "low_stock_threshold" int not null default 5, "status" text check ("status" in ('active', 'paused')) not null default 'active', "paused_reason" varchar(500) null, "secret" varchar(100) not null, "previous_secrets" jsonb not null, "consecutive_failures" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_id" varchar(64) not null, "event_type" varchar(50) not null, "body" text not null, "status" text check ("status" in ('pending', 'delivered', 'failed', 'skipped')) not null default 'pending', "attempts" int not null default 0, "resend_of" int null, "created_at" timestamptz not null, "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_deliveries_endpoint_id_index" on "webhook_deliveries" ("endpoint_id");`);
    this.addSql(
      `create unique index "webhook_deliveries_event_unique" on "webhook_deliveries" ("endpoint_id", "event_id") where "resend_of" is null;`,
    );

    this.addSql(
      `create table "webhook_attempts" ("id" serial primary key, "delivery_id" int not null, "endpoint_id" int not null, "attempt" int not null, "status_code" int null, "duration_ms" int not null, "response_excerpt" varchar(500) not null default '', "error" varchar(500) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "webhook_attempts_delivery_id_index" on "webhook_attempts" ("delivery_id");`);
    this.addSql(`create index "webhook_attempts_endpoint_idx" on "webhook_attempts" ("endpoint_id", "id");`);

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on update cascade on delete cascade;`,
    );

    // An event goes to the outbox only when an active endpoint listens for it: a shop without
    // webhooks writes nothing more per order or product. The fan-out job picks its endpoints.
    this.addSql(`create function satchel_webhook_event(event_type text, data jsonb) returns void language plpgsql as $$
      begin
        if exists (select 1 from webhook_endpoints where status = 'active' and event_type = any(events)) then
          insert into outbox_messages (queue, type, payload, status, attempts, max_attempts, available_at, created_at)
          values ('webhooks', 'webhook.event', jsonb_build_object(
                    'id', 'msg_' || replace(gen_random_uuid()::text, '-', ''),
                    'type', event_type,
                    'timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                    'version', 1,
                    'data', data),
                  'pending', 0, 10, now(), now());
        end if;
      end $$;`);
    this.addSql(`create function satchel_order_webhooks() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform satchel_webhook_event('order.placed', jsonb_build_object('orderId', new.id,
            'customerId', new.user_id, 'totalPaise', new.total_paise, 'paymentMethod', new.payment_method,
            'deliveryStatus', new.delivery_status));
        elsif new.delivery_status is distinct from old.delivery_status then
          perform satchel_webhook_event('order.status_changed', jsonb_build_object('orderId', new.id,
            'from', old.delivery_status, 'to', new.delivery_status));
          if new.delivery_status = 'CANCELED' then
            perform satchel_webhook_event('order.cancelled', jsonb_build_object('orderId', new.id,
              'customerId', new.user_id, 'totalPaise', new.total_paise));
          end if;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger orders_webhooks after insert or update of delivery_status on orders
      for each row execute function satchel_order_webhooks();`);
    this.addSql(`create function satchel_product_webhooks() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform satchel_webhook_event('product.created', jsonb_build_object('productId', new.id, 'name', new.name));
        elsif tg_op = 'DELETE' then
          perform satchel_webhook_event('product.deleted', jsonb_build_object('productId', old.id, 'name', old.name));
        elsif new is distinct from old then
          perform satchel_webhook_event('product.updated', jsonb_build_object('productId', new.id, 'name', new.name));
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger products_webhooks after insert or update or delete on products
      for each row execute function satchel_product_webhooks();`);
    // stock.low carries the stock before and after; each endpoint gets it when its own threshold was crossed.
    this.addSql(`create function satchel_stock_webhooks() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from webhook_endpoints where status = 'active' and 'stock.low' = any(events)
                      and new.stock <= low_stock_threshold and old.stock > low_stock_threshold) then
          perform satchel_webhook_event('stock.low', jsonb_build_object('productId', new.product_id,
            'variantId', new.id, 'productName', (select name from products where id = new.product_id),
            'size', new.size, 'color', new.color, 'stock', new.stock, 'previousStock', old.stock));
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger product_variants_stock_webhooks after update of stock on product_variants
      for each row when (new.stock < old.stock) execute function satchel_stock_webhooks();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists product_variants_stock_webhooks on product_variants;`);
    this.addSql(`drop trigger if exists products_webhooks on products;`);
    this.addSql(`drop trigger if exists orders_webhooks on orders;`);
    this.addSql(`drop function if exists satchel_stock_webhooks();`);
    this.addSql(`drop function if exists satchel_product_webhooks();`);
    this.addSql(`drop function if exists satchel_order_webhooks();`);
    this.addSql(`drop function if exists satchel_webhook_event(text, jsonb);`);
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`alter table "webhook_attempts" drop constraint "webhook_attempts_delivery_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);

    this.addSql(`drop table if exists "webhook_attempts" cascade;`);
  }
}
