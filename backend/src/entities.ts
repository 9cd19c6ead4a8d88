import { OutboxMessage } from './infra/jobs/outbox-message.entity';
import { Address } from './modules/addresses/address.entity';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { PostalAddress } from './modules/addresses/postal-address.embeddable';
import { AccountToken } from './modules/auth/account-token.entity';
import { RevokedToken } from './modules/auth/revoked-token.entity';
import { CartItem } from './modules/cart/cart-item.entity';
import { Category } from './modules/categories/category.entity';
import { CompanyDetails } from './modules/company/company-details.entity';
import { DeliveryPincode, DeliverySettings, DeliveryZone } from './modules/delivery/delivery-settings.entity';
import { LegalPage } from './modules/legal-pages/legal-page.entity';
import { Upload } from './modules/media/upload.entity';
import { OrderEmail } from './modules/orders/order-email.entity';
import { OrderLine } from './modules/orders/order-line.entity';
import { TaxDocument } from './modules/orders/tax-document.entity';
import { TaxDocumentSeries } from './modules/orders/tax-document-series.entity';
import { Order } from './modules/orders/order.entity';
import {
  CartDiscountCode,
  DiscountCode,
  DiscountCodeRedemption,
  DiscountCodeUses,
} from './modules/promotions/discount-code.entity';
import { OrderReturn, OrderReturnLine } from './modules/returns/order-return.entity';
import { CatalogueImport } from './modules/products/catalogue-import.entity';
import { ProductImage } from './modules/products/product-image.entity';
import { ProductVariant } from './modules/products/product-variant.entity';
import { Product } from './modules/products/product.entity';
import { User } from './modules/users/user.entity';
import { WebhookAttempt } from './modules/webhooks/webhook-attempt.entity';
import { WebhookDelivery } from './modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from './modules/webhooks/webhook-endpoint.entity';
import { WishlistItem } from './modules/wishlist/wishlist-item.entity';

/**
 * Every entity of every module, handed to the database layer by the app (infra never imports
 * modules). Listed once here rather than collected from forFeature() calls, which
 * @mikro-orm/nestjs keeps in a process-wide store that only serves the first app instance.
 */
export const ENTITIES = [
  User,
  AccountToken,
  OutboxMessage,
  Upload,
  Category,
  Product,
  ProductVariant,
  ProductImage,
  CatalogueImport,
  CompanyDetails,
  DeliverySettings,
  DeliveryZone,
  DeliveryPincode,
  LegalPage,
  CartItem,
  DiscountCode,
  DiscountCodeUses,
  CartDiscountCode,
  DiscountCodeRedemption,
  WishlistItem,
  Address,
  PostalAddress,
  Order,
  OrderLine,
  TaxDocument,
  TaxDocumentSeries,
  OrderEmail,
  OrderReturn,
  OrderReturnLine,
  RevokedToken,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  AuditEntry,
];
