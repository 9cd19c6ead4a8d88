import { Migration } from '@mikro-orm/migrations';

export class Migration20261122225956 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "payment_method" as enum ('COD');`);
    this.addSql(`create type "payment_status" as enum ('PENDING', 'PAID');`);
    this.addSql(`create type "delivery_status" as enum ('PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED');`);
    this.addSql(`create type "order_email_kind" as enum ('CONFIRMATION', 'SHIPPED', 'DELIVERED', 'CANCELED');`);
    this.addSql(
      `create table "orders" ("id" serial primary key, "user_id" int not null, "payment_method" "payment_method" not null default 'COD', "payment_status" "payment_status" not null default 'PENDING', "delivery_status" "delivery_status" not null default 'PENDING', "total_paise" int not null, "address_line1" varchar(200) not null, "address_line2" varchar(200) null, "city" varchar(100) not null, "state" varchar(100) not null, "postal_code" varchar(6) not null, "expected_delivery_date" date not null, "delivered_on" timestamptz null, "idempotency_key" varchar(100) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint orders_total_check check ("total_paise" >= 0));`,
    );
    this.addSql(`create index "orders_status_created_idx" on "orders" ("delivery_status", "created_at");`);
    this.addSql(`create index "orders_created_idx" on "orders" ("created_at");`);
    this.addSql(`create index "orders_user_created_idx" on "orders" ("user_id", "created_at");`);
    this.addSql(
      `alter table "orders" add constraint "orders_user_idempotency_key_unique" unique ("user_id", "idempotency_key");`,
    );

    this.addSql(
      `create table "order_lines" ("id" serial primary key, "order_id" int not null, "product_id" int null, "variant_id" int null, "product_name" varchar(200) not null, "size" varchar(20) not null, "color" varchar(40) not null, "image_id" int null, "original_price_paise" int not null, "unit_price_paise" int not null, "quantity" int not null, constraint order_lines_quantity_check check ("quantity" >= 1));`,
    );
    this.addSql(`create index "order_lines_order_id_index" on "order_lines" ("order_id");`);
    this.addSql(`create index "order_lines_product_id_index" on "order_lines" ("product_id");`);
    this.addSql(`create index "order_lines_variant_id_index" on "order_lines" ("variant_id");`);
    this.addSql(`create index "order_lines_image_id_index" on "order_lines" ("image_id");`);

    this.addSql(
      `create table "order_emails" ("id" serial primary key, "order_id" int not null, "kind" "order_email_kind" not null, "message_id" int null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "order_emails_order_id_index" on "order_emails" ("order_id");`);
    this.addSql(
      `create unique index "order_emails_one_confirmation" on "order_emails" ("order_id") where "kind" = 'CONFIRMATION';`,
    );

    this.addSql(
      `create table "cart_items" ("id" serial primary key, "user_id" int not null, "variant_id" int not null, "quantity" int not null, "created_at" timestamptz not null, constraint cart_items_quantity_check check ("quantity" >= 1));`,
    );
    this.addSql(`create index "cart_items_variant_id_index" on "cart_items" ("variant_id");`);
    this.addSql(
      `alter table "cart_items" add constraint "cart_items_user_variant_unique" unique ("user_id", "variant_id");`,
    );

    this.addSql(
      `create table "addresses" ("id" serial primary key, "user_id" int not null, "address_line1" varchar(200) not null, "address_line2" varchar(200) null, "city" varchar(100) not null, "state" varchar(100) not null, "postal_code" varchar(6) not null, "is_default" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "addresses_one_default_per_user" on "addresses" ("user_id") where "is_default";`);
    this.addSql(`create index "addresses_user_idx" on "addresses" ("user_id", "id");`);

    this.addSql(
      `create table "wishlist_items" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "wishlist_items_product_id_index" on "wishlist_items" ("product_id");`);
    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_user_product_unique" unique ("user_id", "product_id");`,
    );

    this.addSql(
      `alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "order_lines" add constraint "order_lines_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_lines" add constraint "order_lines_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "order_lines" add constraint "order_lines_variant_id_foreign" foreign key ("variant_id") references "product_variants" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "order_lines" add constraint "order_lines_image_id_foreign" foreign key ("image_id") references "uploads" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "order_emails" add constraint "order_emails_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_emails" add constraint "order_emails_message_id_foreign" foreign key ("message_id") references "outbox_messages" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "cart_items" add constraint "cart_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_items" add constraint "cart_items_variant_id_foreign" foreign key ("variant_id") references "product_variants" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "addresses" add constraint "addresses_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_lines" drop constraint "order_lines_order_id_foreign";`);

    this.addSql(`alter table "order_emails" drop constraint "order_emails_order_id_foreign";`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "order_lines" cascade;`);

    this.addSql(`drop table if exists "order_emails" cascade;`);

    this.addSql(`drop table if exists "cart_items" cascade;`);

    this.addSql(`drop table if exists "addresses" cascade;`);

    this.addSql(`drop table if exists "wishlist_items" cascade;`);

    this.addSql(`drop type "payment_method";`);
    this.addSql(`drop type "payment_status";`);
    this.addSql(`drop type "delivery_status";`);
    this.addSql(`drop type "order_email_kind";`);
  }
}
