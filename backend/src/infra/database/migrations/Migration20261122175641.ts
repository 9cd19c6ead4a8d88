import { Migration } from '@mikro-orm/migrations';

export class Migration20261122175641 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "legal_pages" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(50) not null, "content" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "legal_pages" add constraint "legal_pages_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "uploads" ("id" serial primary key, "filename" varchar(140) not null, "content_type" varchar(50) not null, "size" int not null, "width" int not null, "height" int not null, "renditions" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "uploads" add constraint "uploads_filename_unique" unique ("filename");`);

    this.addSql(
      `create table "company_details" ("id" int not null default 1, "name" varchar(200) not null, "email" varchar(254) not null default '', "phone" varchar(10) not null default '', "address" varchar(500) not null default '', "pincode" varchar(6) not null default '', "logo_id" int null, "updated_at" timestamptz not null, constraint "company_details_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "categories" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(120) not null, "description" text not null default '', "parent_id" int null, "image_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);
    this.addSql(`create index "categories_parent_id_index" on "categories" ("parent_id");`);

    this.addSql(
      `create table "products" ("id" serial primary key, "name" varchar(200) not null, "description" text not null default '', "category_id" int not null, "is_best_seller" boolean not null default false, "list_price_paise" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "search_vector" tsvector generated always as (setweight(to_tsvector('english'::regconfig, (name)::text), 'A'::"char") || setweight(to_tsvector('english'::regconfig, description), 'C'::"char")) stored not null, "search_name" text generated always as (lower("name")) stored not null);`,
    );
    this.addSql(`create index "products_category_id_index" on "products" ("category_id");`);
    this.addSql(`create index "products_search_name_trgm_idx" on "products" using gin ("search_name" gin_trgm_ops);`);
    this.addSql(`create index "products_search_vector_idx" on "products" using gin ("search_vector");`);
    this.addSql(`create index "products_list_price_idx" on "products" ("list_price_paise", "id");`);
    this.addSql(`create index "products_created_at_idx" on "products" ("created_at", "id");`);
    this.addSql(`create index "products_recommended_idx" on "products" ("is_best_seller" desc, "id");`);
    this.addSql(`create unique index "products_name_lower_unique" on "products" (lower("name"));`);

    this.addSql(
      `create table "product_variants" ("id" serial primary key, "product_id" int not null, "position" smallint not null default 0, "size" varchar(20) not null, "color" varchar(40) not null, "color_hex_code" varchar(7) null, "stock" int not null, "original_price_paise" int not null, "discount_price_paise" int null, constraint product_variants_discount_price_check check ("discount_price_paise" is null or ("discount_price_paise" > 0 and "discount_price_paise" <= "original_price_paise")), constraint product_variants_original_price_check check ("original_price_paise" >= 0), constraint product_variants_stock_check check ("stock" >= 0));`,
    );
    this.addSql(`create index "product_variants_product_id_index" on "product_variants" ("product_id");`);
    this.addSql(`create index "product_variants_size_idx" on "product_variants" ("size", "product_id");`);

    this.addSql(
      `create table "product_images" ("id" serial primary key, "product_id" int not null, "upload_id" int not null, "position" smallint not null default 0);`,
    );
    this.addSql(`create index "product_images_product_id_index" on "product_images" ("product_id");`);
    this.addSql(`alter table "product_images" add constraint "product_images_upload_unique" unique ("upload_id");`);

    this.addSql(
      `alter table "company_details" add constraint "company_details_logo_id_foreign" foreign key ("logo_id") references "uploads" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "categories" add constraint "categories_parent_id_foreign" foreign key ("parent_id") references "categories" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "categories" add constraint "categories_image_id_foreign" foreign key ("image_id") references "uploads" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "products" add constraint "products_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "product_variants" add constraint "product_variants_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "product_images" add constraint "product_images_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "product_images" add constraint "product_images_upload_id_foreign" foreign key ("upload_id") references "uploads" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "company_details" drop constraint "company_details_logo_id_foreign";`);

    this.addSql(`alter table "categories" drop constraint "categories_image_id_foreign";`);

    this.addSql(`alter table "product_images" drop constraint "product_images_upload_id_foreign";`);

    this.addSql(`alter table "categories" drop constraint "categories_parent_id_foreign";`);

    this.addSql(`alter table "products" drop constraint "products_category_id_foreign";`);

    this.addSql(`alter table "product_variants" drop constraint "product_variants_product_id_foreign";`);

    this.addSql(`alter table "product_images" drop constraint "product_images_product_id_foreign";`);

    this.addSql(`drop table if exists "legal_pages" cascade;`);

    this.addSql(`drop table if exists "uploads" cascade;`);

    this.addSql(`drop table if exists "company_details" cascade;`);

    this.addSql(`drop table if exists "categories" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "product_variants" cascade;`);

    this.addSql(`drop table if exists "product_images" cascade;`);
  }
}
