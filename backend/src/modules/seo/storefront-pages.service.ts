import { readFile } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NOT_FOUND_PAGES, pageTitle, paiseToDecimal, rupeesToPaise, SHOP_NAME } from '@satchel/shared';
import type { BreadcrumbList, ListItem, Offer, Organization, Product, WebSite, WithContext } from 'schema-dts';
import { RecordNotFoundError } from '../../common/errors/domain-errors';
import { plainTextOf } from '../../common/text/rich-text';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { STOREFRONT_INDEX } from '../../infra/web/web-apps';
import { CompanyService } from '../company/company.service';
import { ImageDto } from '../media/upload.dto';
import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import { ProductDto } from '../products/dto/product.dto';
import { ProductsService } from '../products/products.service';
import { PageHead, templateDescription, withHead } from './page-head';

/** Search results show about this much of a description. */
const DESCRIPTION_LENGTH = 160;
/** Link previews are drawn about this wide: the largest rendition up to it is offered. */
const PREVIEW_WIDTH = 1280;

export interface StorefrontPage {
  status: 200 | 404;
  html: string;
}

interface Site {
  name: string;
  url: string;
  description: string;
  logo?: string;
  organization: WithContext<Organization>;
}

/**
 * The storefront pages crawlers and link previews read without running its script: the home
 * page, a category and a product, each the built index.html with a head of its own (page-head.ts).
 * Prices and names come from the same read model as the API; a page that does not exist is a 404.
 */
@Injectable()
export class StorefrontPagesService {
  private template?: Promise<string | undefined>;

  constructor(
    private readonly em: EntityManager,
    private readonly products: ProductsService,
    private readonly company: CompanyService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** undefined while the storefront is not built. */
  async home(): Promise<StorefrontPage | undefined> {
    const template = await this.indexHtml();
    if (!template) return undefined;
    const site = await this.site(template);
    const webSite: WithContext<WebSite> = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: site.url,
    };
    return this.render(template, 200, {
      title: pageTitle(),
      description: site.description,
      canonicalUrl: site.url,
      type: 'website',
      siteName: site.name,
      image: site.logo ? { url: site.logo, alt: site.name } : undefined,
      jsonLd: [site.organization, webSite],
    });
  }

  async category(slug: string): Promise<StorefrontPage | undefined> {
    const template = await this.indexHtml();
    if (!template) return undefined;
    const site = await this.site(template);
    const [category] = await this.em.execute<
      { name: string; slug: string; description: string; image: ImageDto | null }[]
    >(
      `select c.name, c.slug, c.description, case when u.id is null then null else ${IMAGE_JSON_SQL} end as image
         from categories c left join uploads u on u.id = c.image_id
        where c.slug = ?`,
      [slug.toLowerCase()],
    );
    if (!category) return this.notFound(template, site, NOT_FOUND_PAGES.category.title);
    const url = `${site.url}category/${encodeURIComponent(category.slug)}`;
    return this.render(template, 200, {
      title: pageTitle(category.name),
      description: plainTextOf(category.description, DESCRIPTION_LENGTH) || site.description,
      canonicalUrl: url,
      type: 'website',
      siteName: site.name,
      image: category.image ? this.previewImage(category.image, category.name) : undefined,
      jsonLd: [this.breadcrumbs(site, [category.name, url])],
    });
  }

  async product(name: string): Promise<StorefrontPage | undefined> {
    const template = await this.indexHtml();
    if (!template) return undefined;
    const site = await this.site(template);
    const product = await this.products
      .getJsonByName(name)
      .then((raw) => JSON.parse(raw.json) as ProductDto)
      // Only "no such product" is a 404; a database failure stays an error, not a page gone.
      .catch((error: unknown) => {
        if (error instanceof RecordNotFoundError) return undefined;
        throw error;
      });
    if (!product?.variants.length) return this.notFound(template, site, NOT_FOUND_PAGES.product.title);
    // Product names are their pages' addresses (docs/product.md §2).
    const url = `${site.url}product/${encodeURIComponent(product.name)}`;
    const categoryUrl = `${site.url}category/${encodeURIComponent(product.category.slug)}`;
    const description = plainTextOf(product.description, DESCRIPTION_LENGTH) || site.description;
    const prices = product.variants.map((variant) => rupeesToPaise(variant.price));
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const availability = product.variants.some((variant) => variant.stock > 0)
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
    const offer: Offer = {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: paiseToDecimal(low),
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.name },
    };
    const images = product.images.map((image) => this.previewImage(image, product.name));
    const productLd: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: String(product.id),
      category: product.category.name,
      brand: { '@type': 'Brand', name: site.name },
      ...(images.length ? { image: images.map((image) => image.url) } : {}),
      offers:
        low === high
          ? offer
          : {
              '@type': 'AggregateOffer',
              priceCurrency: 'INR',
              lowPrice: paiseToDecimal(low),
              highPrice: paiseToDecimal(high),
              offerCount: product.variants.length,
              availability,
            },
    };
    return this.render(template, 200, {
      title: pageTitle(product.name),
      description,
      canonicalUrl: url,
      type: 'product',
      siteName: site.name,
      image: images[0],
      price: { amount: paiseToDecimal(low), currency: 'INR' },
      jsonLd: [productLd, this.breadcrumbs(site, [product.category.name, categoryUrl], [product.name, url])],
    });
  }

  private render(template: string, status: 200 | 404, head: PageHead): StorefrontPage {
    return { status, html: withHead(template, head) };
  }

  /** The app's own not-found page (it renders it), told apart for crawlers by its status and head. */
  private notFound(template: string, site: Site, title: string): StorefrontPage {
    return this.render(template, 404, {
      title: pageTitle(title),
      description: site.description,
      type: 'website',
      siteName: site.name,
      jsonLd: [],
      noindex: true,
    });
  }

  private async site(template: string): Promise<Site> {
    const details = await this.company.details();
    const name = details?.name || SHOP_NAME;
    const url = `${this.config.publicUrl}/`;
    const logo = details?.logo ? this.previewImage(ImageDto.of(details.logo), name).url : undefined;
    const organization: WithContext<Organization> = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url,
      ...(logo ? { logo } : {}),
      ...(details?.email ? { email: details.email } : {}),
      ...(details?.phone ? { telephone: `+91${details.phone}` } : {}),
      ...(details?.address
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: details.address,
              ...(details.pincode ? { postalCode: details.pincode } : {}),
              addressCountry: 'IN',
            },
          }
        : {}),
    };
    return { name, url, description: templateDescription(template), logo, organization };
  }

  /** Home, then each [name, url] down to this page. */
  private breadcrumbs(site: Site, ...trail: [string, string][]): WithContext<BreadcrumbList> {
    const items: ListItem[] = [['Home', site.url] as [string, string], ...trail].map(([name, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    }));
    return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items };
  }

  /** The largest rendition up to PREVIEW_WIDTH (or the original when none is), as an absolute address. */
  private previewImage(image: ImageDto, alt: string): NonNullable<PageHead['image']> {
    const rendition = image.renditions
      .filter((r) => r.width <= PREVIEW_WIDTH)
      .reduce<
        (typeof image.renditions)[number] | undefined
      >((best, r) => (best && best.width >= r.width ? best : r), undefined);
    const width = rendition?.width ?? image.width;
    const url = rendition?.url ?? image.url;
    return {
      url: /^https?:\/\//.test(url) ? url : `${this.config.publicUrl}${url}`,
      width,
      height: Math.round((width * image.height) / image.width),
      alt,
    };
  }

  private indexHtml(): Promise<string | undefined> {
    this.template ??= readFile(STOREFRONT_INDEX, 'utf8').catch(() => undefined);
    return this.template;
  }
}
