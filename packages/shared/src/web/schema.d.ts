// Generated from openapi.yaml by `npm run sdk`. Do not edit by hand.

export interface paths {
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Back-office writes: range, sort by id, and filter (actorId, entity, entityId, at_gte, at_lte days in India, id) */
        get: operations["adminListAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry */
        get: operations["adminGetAuditEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit your own profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers with their order counts: sort, range and filter (q, id) */
        get: operations["adminListCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer */
        get: operations["adminGetCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail or username */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a link to choose a new password
         * @description The same answer whether or not an account uses the e-mail. The link works once, for 30 minutes; a newer request replaces it.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the link of a reset e-mail
         * @description Every session the account had ends; the account is told by e-mail.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out: the presented token stops working
         * @description Other tokens of the account (other devices) keep working; changing the password ends them all.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change your password */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team: sort, range and filter (q, id, status) */
        get: operations["adminListTeam"];
        put?: never;
        /**
         * Invites a member of staff: the account is made, and a link to choose a password e-mailed (7 days, once)
         * @description Only an owner may invite an owner; others grant only permissions they hold.
         */
        post: operations["adminInviteTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member of the team */
        get: operations["adminGetTeamMember"];
        /**
         * Changes a member's names, permissions or ownership, or disables (ending its sessions) or enables it
         * @description The shop always keeps an active owner: the last one cannot be disabled or stop being an owner (409).
         */
        put: operations["adminUpdateTeamMember"];
        post?: never;
        /** Removes a member of staff (never yourself, nor the last owner) */
        delete: operations["adminRemoveTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{id}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a new invitation link to a member who has not accepted; the older link stops working */
        post: operations["adminResendTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation to the team with the e-mail's link: choose a username and a password */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process answers at all (liveness) */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether to send this process traffic: database up, migrations applied, not shutting down */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the database and the job runtime are up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rules for crawlers
         * @description Allows the shop; disallows /admin, /api, /ops, /myaccount, /cart and /checkout; names the sitemap.
         */
        get: operations["robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap
         * @description Every category and product page with its lastmod (sitemaps.org urlset). Past 50,000 pages, a sitemap index of /sitemap-{page}.xml.
         */
        get: operations["sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap-{page}.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a sitemap split by the index
         * @description Up to 50,000 pages each.
         */
        get: operations["sitemapPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The home page
         * @description Served at / (the front door hands / to this route). The storefront app with its <head> filled for the page: title, meta description, canonical URL, Open Graph and Twitter tags, and JSON-LD (Organization and WebSite from the company details).
         */
        get: operations["homePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A category page
         * @description The storefront app with its <head> filled for the page: title, meta description, canonical URL, Open Graph and Twitter tags, and JSON-LD (BreadcrumbList).
         */
        get: operations["categoryPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product page
         * @description The storefront app with its <head> filled for the page: title, meta description, canonical URL, Open Graph and Twitter tags, and JSON-LD (Product with Offer or AggregateOffer in INR and availability from stock, BreadcrumbList), the product’s picture in og:image.
         */
        get: operations["productPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a queue-dashboard session (sets an httpOnly cookie for /ops) */
        post: operations["openOpsSession"];
        /** Close the queue-dashboard session */
        delete: operations["closeOpsSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category tree */
        get: operations["listCategories"];
        put?: never;
        /** Create a category with its image */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a category; replace its image by deleting the old one */
        put: operations["updateCategory"];
        post?: never;
        /** Delete a category that has no products and no subcategories */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories for react-admin: sort, range and filter (q, parentId, id) */
        get: operations["adminListCategories"];
        put?: never;
        /** Create a category with its image */
        post: operations["adminCreateCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category */
        get: operations["adminGetCategory"];
        /** Edit a category (and replace its image) */
        put: operations["adminUpdateCategory"];
        post?: never;
        /** Delete a category that has no products and no subcategories */
        delete: operations["adminDeleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the catalogue, filtered and sorted */
        get: operations["listProducts"];
        put?: never;
        /** Create a product, or update one when the form carries an id (docs/product.md §7) */
        post: operations["saveProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's price range and sizes, for its filters */
        get: operations["getProductFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranked, typo-tolerant search over names, descriptions and categories */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/category/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the products of a category and all its subcategories */
        get: operations["listProductsOfCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/by-name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product by its name (any case), for /product/{name} links */
        get: operations["getProductByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product */
        get: operations["getProduct"];
        /** Update a product */
        put: operations["updateProduct"];
        post?: never;
        /** Delete a product (placed orders keep their copy of it) */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole catalogue as CSV: one row per size, streamed
         * @description Columns: product_name, category_path, description, is_best_seller, hsn_code, gst_rate, size, color, color_hex, stock, sold_at_export, original_price, discount_price, images. Prices in rupees with two decimals (an empty discount_price for none); category_path is the category's names from the top, joined by " > "; images are the pictures' file names, joined by "|"; sold_at_export is the units of the size in orders not cancelled, for the import to take off what sells after the export.
         */
        get: operations["adminExportProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/import/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run of a catalogue import: every problem by row and column, and what it would create; writes nothing
         * @description The file is the export's CSV (its columns; images is ignored). Rows of one product (by name, any case) share its name, category_path, description and is_best_seller.
         */
        post: operations["adminCheckProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports a catalogue CSV as a job: creates or updates each product by name, atomically per product
         * @description The file must pass the dry run (POST /admin/products/import/check) without a problem, else 400. Products are matched by name in any case; missing categories along category_path are created; each product gets exactly the sizes (by size and colour) its rows list; pictures are left as they are (a new product starts without). Stock is what can still be sold (pending orders have already taken theirs). Where a row has sold_at_export (as exported), a size the shop has gets the stock in the file less the units sold since the export (orders placed since, less those cancelled since; within 0 and the stock limit), so the same file imported twice gives the same stock; without it, stock is set as written. Follow the import with GET /admin/products/imports/{id}.
         */
        post: operations["adminImportProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far an import has come, and once done what it created, updated and could not write */
        get: operations["adminGetProductImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products for react-admin: sort, range and filter (q, categoryId with its subcategories, id) */
        get: operations["adminListProducts"];
        put?: never;
        /** Create a product with its variants and images (or update one when the form carries an id) */
        post: operations["adminCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["adminGetProduct"];
        /** Update a product */
        put: operations["adminUpdateProduct"];
        post?: never;
        /** Delete a product (placed orders keep their copy) */
        delete: operations["adminDeleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's name, contact details and logo */
        get: operations["getCompanyDetails"];
        /** Edit the shop's details, optionally with a new logo */
        put: operations["updateCompanyDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether, when and for how much the shop delivers to a pincode
         * @description For an order of `value` rupees (its items; 0 when left out): whether the pincode is served, whether cash on delivery is available within the COD limit, the delivery charge and COD fee, and the expected delivery date of an order placed today. `state` lets zones by state match; `freeDelivery` waives the charge as a free-delivery code does.
         */
        get: operations["checkDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/delivery-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery settings: charges, COD rules, pincodes and zones */
        get: operations["getDeliverySettings"];
        /**
         * Replace the delivery settings
         * @description Amounts in rupees. Orders already placed keep the charge and fee they were placed with.
         */
        put: operations["updateDeliverySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The back office's tiles (counts, company name) and orders and revenue per day for 30 days */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policy pages the admin has written */
        get: operations["listLegalPages"];
        put?: never;
        /** Create or replace the page of a slug */
        post: operations["saveLegalPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy page */
        get: operations["getLegalPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both policy pages (filter id: a list of slugs) */
        get: operations["adminListLegalPages"];
        put?: never;
        /** Write a policy page (replaces what it had) */
        post: operations["adminCreateLegalPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/legal-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy page */
        get: operations["adminGetLegalPage"];
        /** Save a policy page's title and content */
        put: operations["adminUpdateLegalPage"];
        post?: never;
        /** Remove the admin's text of a page; the storefront shows the fixed text again */
        delete: operations["adminDeleteLegalPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's cart, with its sums */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a size to the cart (raises its quantity when already there) */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a cart line's quantity (1 to the stock) */
        put: operations["updateCartQuantity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a discount code (any case) to the cart, in place of any other
         * @description Refused with the reason: 404 when no such code exists; 422 when it is inactive, not started, expired, used up, used by this customer as often as it allows, for first orders only, above the cart's value, or for nothing in the cart.
         */
        post: operations["applyDiscountCode"];
        /** Remove the cart's discount code */
        delete: operations["removeDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line from the cart */
        delete: operations["removeFromCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's wishlist */
        get: operations["getWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to the wishlist (again is harmless) */
        post: operations["addToWishlist"];
        /** Remove a product from the wishlist */
        delete: operations["removeFromWishlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's addresses, the default first */
        get: operations["listAddresses"];
        put?: never;
        /** Add an address (the first becomes the default) */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an address, or make it the default */
        put: operations["updateAddress"];
        post?: never;
        /** Delete an address (not the default) */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order for everything in the cart, paid cash on delivery
         * @description Prices come from the catalogue, never from the request; the delivery charge and COD fee from the delivery settings for the address. An address the shop does not deliver to, or a total above the COD limit, answers 422 and writes nothing. With an Idempotency-Key, repeating the request returns the order the first one placed (200) instead of placing another; the same key with another body or another cart answers 422.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/my-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's orders, newest first */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel your own order while it is pending */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order, newest first, optionally filtered and paged
         * @description Without `page` the whole list is returned; with it, one page. X-Total-Count says how many match.
         */
        get: operations["listAllOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an order's delivery status
         * @description Any status at any time. Entering CANCELED puts the stock back; leaving it takes the stock again (409 when short). DELIVERED records the day and marks the cash payment PAID. `carrier` and `trackingNumber` (given when shipping) are kept and shown to the customer with a tracking link.
         */
        put: operations["updateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/send-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make sure an order's confirmation e-mail goes out (once)
         * @description The order's owner or an admin. The e-mail is sent to the order's account; asking again never sends a second one.
         */
        post: operations["sendOrderConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders for react-admin: sort, range and filter (q, deliveryStatus, createdAt_gte, createdAt_lte, id) */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: operations["adminGetOrder"];
        /** Change an order's delivery status, with the carrier and AWB when shipping (the rest of the record is ignored) */
        put: operations["adminUpdateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/returnable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What of your delivered order may still be returned, and until when */
        get: operations["getReturnableItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to return items of your delivered order
         * @description Within the shop's return window after delivery (7 days unless the owner changed it). Each item names an order line, how many of its units and why; units in earlier returns (not rejected ones) cannot be asked for again. The refund goes to the UPI ID or bank account given. JSON, or multipart/form-data with up to 3 photos and `items` as JSON text. Another customer's order is a 404; not delivered, the window closed, too many units, or units with nothing to refund (a discount code made them free) a 422.
         */
        post: operations["requestReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your returns, newest first */
        get: operations["listMyReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your returns */
        get: operations["getMyReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns: sort, range and filter (q: return or order number, or customer e-mail; status; orderId; requested_gte/requested_lte days; id) */
        get: operations["adminListReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One return with its items, photos and refund */
        get: operations["adminGetReturn"];
        /**
         * A return's next step
         * @description REQUESTED → APPROVED or REJECTED (a `note` to the customer is required to reject) → RECEIVED (with `restock`: true or order-line ids, those units go back in stock, once however often it is sent) → REFUNDED (with `refund`: at most what the returned units were paid for after discounts; a credit note is issued when the order had a tax invoice). Each step e-mails the customer. Repeating the current status changes nothing; any other step is a 409.
         */
        put: operations["adminUpdateReturn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's invoice, as a PDF
         * @description The order's owner or staff with `orders`; anyone else gets 404; a cancelled order has none (409). Built from the order as placed: seller (with GSTIN), buyer and delivery address, lines, total in figures and in words. Once a shop charging GST has shipped the order, it is the TAX INVOICE with every Rule 46 field (docs/product.md §17).
         */
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cancelled order's credit note, as a PDF
         * @description The order's owner or staff with `orders`; anyone else gets 404, as does an order without one. Issued when an order with a tax invoice is cancelled: numbered in its own series (CN/2026-27/00001), it names the invoice and reverses its tax.
         */
        get: operations["getOrderCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A refunded return's credit note, as a PDF
         * @description The return's customer or staff with `orders`; anyone else gets 404, as does a return without one. Issued when a return of an order with a tax invoice is refunded: its own number in the credit-note series, the returned units as credited and the GST in them, against the invoice.
         */
        get: operations["getReturnCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/gst": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST report of a period, as CSV: B2C supplies by place of supply and rate, and the HSN summary
         * @description Columns: section, place_of_supply, hsn_code, rate, quantity, taxable_value, igst, cgst, sgst. section B2C rows sum by place of supply ("27-Maharashtra") and rate; HSN rows by HSN code and rate. Each is the tax invoices issued in the period less its credit notes, amounts in rupees with two decimals; the delivery and COD charges count under the HSN of the line whose rate they took.
         */
        get: operations["adminGstReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discount codes: sort, range and filter (q: code or description, active, type, id) */
        get: operations["adminListDiscountCodes"];
        put?: never;
        /** Creates a code */
        post: operations["adminCreateDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One code with its uses and the discount given */
        get: operations["adminGetDiscountCode"];
        /** Changes a code; active: false deactivates it (carts holding it drop it) */
        put: operations["adminUpdateDiscountCode"];
        post?: never;
        /** Removes a code; orders placed with it keep its name and discount */
        delete: operations["adminDeleteDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints: sort, range and filter (id) */
        get: operations["adminListWebhooks"];
        put?: never;
        /**
         * Registers an endpoint; the answer holds its signing secret, shown this once
         * @description The URL must resolve to public addresses only (loopback, private, link-local and metadata addresses are refused unless WEBHOOK_ALLOW_PRIVATE=true).
         */
        post: operations["adminCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One endpoint (never its secret) */
        get: operations["adminGetWebhook"];
        /** Changes an endpoint; status pauses or resumes it (resuming clears its failure count) */
        put: operations["adminUpdateWebhook"];
        post?: never;
        /** Removes an endpoint and its delivery log */
        delete: operations["adminDeleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, shown this once; the previous one also signs for 24 hours */
        post: operations["adminRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a webhook.test event to the endpoint */
        post: operations["adminTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log, newest attempt first: range only */
        get: operations["adminListWebhookAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a delivery's event again (same webhook-id), as a new delivery */
        post: operations["adminResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.placed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer placed an order.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookOrderPlacedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order's delivery status changed (cancellations included).
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookOrderStatusChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was cancelled, by its customer or an admin.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookOrderCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A product was added to the catalogue.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookProductCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A product's details, sizes or pictures changed.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookProductUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A product was removed from the catalogue.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookProductDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "stock.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A size's stock fell to the low-stock threshold or below.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookStockLowEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer asked to return items of a delivered order.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookReturnRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A return's status changed (approved, rejected, received or refunded).
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookReturnUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A refund of a return was recorded.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookRefundRecordedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sent by "Send test event" in the back office.
         * @description Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.
         */
        post: operations["webhookWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description What went wrong, in words a person can act on; a list when several fields are invalid.
             * @example Password must be 8 to 128 characters
             */
            message: string | string[];
            /** @example Bad Request */
            error: string;
            /**
             * @description The problem with each field it concerns, by the field's name in the request (a dotted path inside a nested one, e.g. `variants.0.stock`); forms show it on the field. Only on a 400, and only for problems tied to a field.
             * @example {
             *       "password": "Password must be 8 to 128 characters"
             *     }
             */
            fields?: {
                [key: string]: string;
            };
        };
        FieldChangeDto: {
            /**
             * @description The value before (absent on a create)
             * @example PENDING
             */
            from?: null | string | number | boolean | unknown[] | {
                [key: string]: unknown;
            };
            /**
             * @description The value after; "[redacted]" for a secret
             * @example SHIPPED
             */
            to: null | string | number | boolean | unknown[] | {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        AuditAction: "create" | "update" | "delete" | "login";
        /** @enum {string} */
        AuditEntity: "category" | "product" | "catalogue-import" | "order" | "company" | "delivery-settings" | "legal-page" | "webhook" | "team-member" | "discount-code" | "return";
        AuditEntryDto: {
            /**
             * @description Entries are numbered in the order they were written
             * @example 42
             */
            id: string;
            /** Format: date-time */
            at: string;
            /**
             * @description The member of staff who acted
             * @example 1
             */
            actorId: number;
            /**
             * @description Their e-mail when they acted
             * @example admin@satchel.local
             */
            actorEmail: string;
            action: components["schemas"]["AuditAction"];
            entity: components["schemas"]["AuditEntity"];
            /**
             * @description The record's id (a legal page's slug)
             * @example 17
             */
            entityId: string;
            /**
             * @description The fields changed, by name (a part of the record as `variants.12.stock`)
             * @example {
             *       "deliveryStatus": {
             *         "from": "PENDING",
             *         "to": "SHIPPED"
             *       }
             *     }
             */
            changes: {
                [key: string]: components["schemas"]["FieldChangeDto"];
            } | null;
            /** @description The request's X-Request-Id */
            requestId: string | null;
        };
        UpdateProfileDto: {
            /** @example asha */
            username?: string;
            /**
             * Format: email
             * @example asha@example.com
             */
            email?: string;
            /** @example Asha */
            firstName?: string;
            /** @example Asha */
            lastName?: string;
            /** @example 9876543210 */
            mobile?: string | null;
            /**
             * Format: date
             * @description A real date, at least 18 years before today in India
             * @example 1994-05-21
             */
            dob?: string | null;
            /**
             * Format: password
             * @description Required when `email` changes: the e-mail is where password reset links go. Wrong ones are counted per account, as logins are (10 in 15 minutes, then 429).
             */
            currentPassword?: string;
        };
        /** @enum {string} */
        UserType: "CUSTOMER" | "ADMIN";
        /**
         * @description Staff: the back-office areas this account may work in (an owner: all)
         * @enum {string}
         */
        Permission: "catalogue" | "orders" | "customers" | "content" | "promotions" | "settings" | "webhooks" | "team";
        UserDto: {
            /** @example 7 */
            id: number;
            /** @example asha */
            username: string;
            /** @example asha@example.com */
            email: string;
            /** @example Asha */
            firstName: string;
            /** @example Rao */
            lastName: string;
            /** @example 9876543210 */
            mobile: string | null;
            /**
             * Format: date
             * @example 1994-05-21
             */
            dob: string | null;
            userType: components["schemas"]["UserType"];
            /** @description Staff: may do everything in the back office */
            isOwner: boolean;
            /** @description Staff: the back-office areas this account may work in (an owner: all) */
            permissions: components["schemas"]["Permission"][];
            /** Format: date-time */
            createdAt: string;
        };
        UserDataDto: {
            user: components["schemas"]["UserDto"];
        };
        UserDataResponseDto: {
            data: components["schemas"]["UserDataDto"];
        };
        CustomerDto: {
            /** @example 7 */
            id: number;
            /** @example asha */
            username: string;
            /** @example asha@example.com */
            email: string;
            /** @example Asha */
            firstName: string;
            /** @example Rao */
            lastName: string;
            /** @example 9876543210 */
            mobile: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @example 3 */
            orderCount: number;
        };
        RegisterDto: {
            /** @example asha */
            username: string;
            /**
             * Format: email
             * @example asha@example.com
             */
            email: string;
            /** Format: password */
            password: string;
            /** @example Asha */
            firstName?: string;
            /** @example Asha */
            lastName?: string;
            /** @example 9876543210 */
            mobile?: string | null;
            /**
             * Format: date
             * @description A real date, at least 18 years before today in India
             * @example 1994-05-21
             */
            dob?: string | null;
            /**
             * @default CUSTOMER
             * @enum {string}
             */
            userType: "CUSTOMER";
        };
        RegisterResponseDto: {
            /** @example Registration successful. Please log in. */
            message: string;
            user: components["schemas"]["UserDto"];
        };
        LoginDto: {
            /**
             * @description E-mail address or username
             * @example asha@example.com
             */
            identifier: string;
            /** Format: password */
            password: string;
        };
        LoginResponseDto: {
            /** @description Bearer token for the Authorization header */
            token: string;
            user: components["schemas"]["UserDto"];
        };
        ForgotPasswordDto: {
            /**
             * Format: email
             * @example asha@example.com
             */
            email: string;
        };
        ForgotPasswordResponseDto: {
            /** @example If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes. */
            message: string;
        };
        ResetPasswordDto: {
            /** @description The token of the link the e-mail gave */
            token: string;
            /** Format: password */
            password: string;
        };
        ChangePasswordDto: {
            /** Format: password */
            currentPassword: string;
            /** Format: password */
            newPassword: string;
        };
        MessageDto: {
            /** @example Password changed successfully */
            message: string;
        };
        ChangePasswordResponseDto: {
            data: components["schemas"]["MessageDto"];
            /** @description A new bearer token: every token signed before the change no longer works */
            token: string;
        };
        /** @enum {string} */
        StaffStatus: "invited" | "active" | "disabled";
        TeamMemberDto: {
            /** @example 7 */
            id: number;
            /**
             * @description Chosen when the invitation is accepted; made from the e-mail until then
             * @example ravi
             */
            username: string;
            /** @example ravi@example.com */
            email: string;
            /** @example Ravi */
            firstName: string;
            /** @example Kumar */
            lastName: string;
            /** @description An owner may do everything and is never left the last one out */
            isOwner: boolean;
            /**
             * @example [
             *       "orders"
             *     ]
             */
            permissions: components["schemas"]["Permission"][];
            status: components["schemas"]["StaffStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        InviteMemberDto: {
            /**
             * Format: email
             * @example asha@example.com
             */
            email: string;
            /** @example Asha */
            firstName: string;
            /** @example Asha */
            lastName: string;
            /**
             * @description Only an owner may invite an owner
             * @default false
             */
            isOwner: boolean;
            /**
             * @example [
             *       "orders"
             *     ]
             */
            permissions: components["schemas"]["Permission"][];
        };
        UpdateMemberDto: {
            /** @example Asha */
            firstName?: string;
            /** @example Asha */
            lastName?: string;
            /** @description Only an owner may make or unmake an owner */
            isOwner?: boolean;
            permissions?: components["schemas"]["Permission"][];
            /** @enum {string} */
            status?: "active" | "disabled";
        };
        TeamMessageDto: {
            /** @example Invitation sent again */
            message: string;
        };
        AcceptInvitationDto: {
            /** @description The token of the invitation e-mail's link */
            token: string;
            /** @example asha */
            username: string;
            /** Format: password */
            password: string;
        };
        LivenessDto: {
            /** @enum {string} */
            status: "ok";
        };
        ReadinessDto: {
            /** @enum {string} */
            status: "ready" | "not ready";
            /** @description The database answers */
            database: boolean;
            /** @description Every migration this code knows has been applied */
            migrations: boolean;
            /** @description The process is shutting down (draining): send it no new traffic */
            draining: boolean;
        };
        DatabaseHealthDto: {
            /** @enum {string} */
            status: "up" | "down";
            /** @enum {string} */
            kind: "postgresql" | "pglite";
        };
        JobsHealthDto: {
            /** @enum {string} */
            status: "up" | "down";
            /** @enum {string} */
            runtime: "in-process" | "bullmq";
            /** @description Whether this process runs job handlers */
            workers: boolean;
            /** @description Jobs waiting in the outbox */
            pending: number;
            /** @description Jobs out of attempts */
            failed: number;
            /** @description Seconds since the oldest waiting job was due (null when none waits) */
            oldestPendingSeconds: number | null;
        };
        HealthDto: {
            /**
             * @description degraded: the database or the job runtime is down (503), or a job waits for over 15 minutes or gave up (200)
             * @enum {string}
             */
            status: "ok" | "degraded";
            database: components["schemas"]["DatabaseHealthDto"];
            jobs: components["schemas"]["JobsHealthDto"];
        };
        RenditionDto: {
            /** @example 640 */
            width: number;
            /** @example /uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10-640w.webp */
            url: string;
        };
        CategoryUploadDto: {
            /** @description The upload id */
            id: number;
            /** @example 6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg */
            filename: string;
            /**
             * @description The original
             * @example /uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg
             */
            url: string;
            width: number;
            height: number;
            /** @description Smaller WebP copies, narrowest first, for srcset */
            renditions: components["schemas"]["RenditionDto"][];
        };
        CategoryNodeDto: {
            id: number;
            /** @example Totes */
            name: string;
            /** @example totes */
            slug: string;
            /** @description Sanitized HTML */
            description: string;
            parentId: number | null;
            /** @description The category image (none or one) */
            uploads: components["schemas"]["CategoryUploadDto"][];
            subCategories: components["schemas"]["CategoryNodeDto"][];
        };
        CategoryFormSchema: {
            /**
             * @description Letters (with their marks), digits and spaces
             * @example Totes
             */
            name: string;
            /** @example Roomy everyday bags with two handles */
            description?: string;
            /** @description The parent category; empty for a top level one */
            parentId?: number | null;
            /**
             * @description The HSN code of its products (and its sub-categories'), unless they name their own; empty for none
             * @example 4202
             */
            hsnCode?: string | null;
            /**
             * @description JSON: the GST rule of its products (and its sub-categories'), unless they have their own rate: slabs by the price of one unit in rupees, rising, the last with upTo null; a flat rate is one slab. null for none
             * @example [{"upTo": 2500, "rate": 5}, {"upTo": null, "rate": 18}]
             */
            gstRule?: string;
            /**
             * @description JSON list of upload ids to remove from the category
             * @example [12]
             */
            deletedUploadIds?: string;
            /**
             * Format: binary
             * @description The category image (exactly one in all)
             */
            media?: string;
        };
        GstSlabDto: {
            /** @example 2500 */
            upTo: number | null;
            /** @example 5 */
            rate: number;
        };
        AdminCategoryDto: {
            id: number;
            /** @example Totes */
            name: string;
            /** @example totes */
            slug: string;
            /** @description Sanitized HTML */
            description: string;
            parentId: number | null;
            /** @description The category image (none or one) */
            uploads: components["schemas"]["CategoryUploadDto"][];
            /**
             * @description The HSN code of its products
             * @example 4202
             */
            hsnCode: string | null;
            /** @description The GST rule of its products: slabs by unit price (rupees), rising, the last open-ended; null for none */
            gstRule: components["schemas"]["GstSlabDto"][] | null;
        };
        ProductCategoryDto: {
            id: number;
            /** @example Totes */
            name: string;
            /** @example totes */
            slug: string;
        };
        ProductImageDto: {
            /** @description The upload id */
            id: number;
            /** @example 6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg */
            filename: string;
            /**
             * @description The original
             * @example /uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg
             */
            url: string;
            width: number;
            height: number;
            /** @description Smaller WebP copies, narrowest first, for srcset */
            renditions: components["schemas"]["RenditionDto"][];
            /** @description The upload id (the image id is `id`) */
            uploadId: number;
        };
        VariantDto: {
            id: number;
            /** @example M */
            size: string;
            /** @example Tan */
            color: string;
            /**
             * @description The swatch, always set: a hex typed as the colour, else the one chosen, else the colour name’s (grey for a name the shop does not know)
             * @example #d2b48c
             */
            colorHexCode: string;
            /** @example 12 */
            stock: number;
            /**
             * @description Moves on with every change of this size, stock included
             * @example 3
             */
            version: number;
            /**
             * @description List price (MRP) in rupees
             * @example 2499
             */
            originalPrice: number;
            /**
             * @description Selling price in rupees, when discounted
             * @example 1999
             */
            discountPrice: number | null;
            /**
             * @description What one unit is sold for, in rupees: the discount price, else the MRP
             * @example 1999
             */
            price: number;
            /**
             * @description Percent off the MRP, rounded; 0 when not discounted
             * @example 20
             */
            percentOff: number;
        };
        ProductDto: {
            id: number;
            /** @example Aarav Leather Tote */
            name: string;
            isBestSeller: boolean;
            /**
             * @description Its own HSN code; null: its category's
             * @example 4202
             */
            hsnCode: string | null;
            /**
             * @description Its own GST rate (percent); null: its category's rule
             * @example 18
             */
            gstRate: number | null;
            /** @description Sanitized HTML */
            description: string;
            category: components["schemas"]["ProductCategoryDto"];
            categoryId: number;
            images: components["schemas"]["ProductImageDto"][];
            /** @description In display order; the first one sets the listing price */
            variants: components["schemas"]["VariantDto"][];
            /**
             * @description Moves on with every save; send it back with an edit (optimistic concurrency)
             * @example 2
             */
            version: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PaginationDto: {
            /** @example 48 */
            totalItems: number;
            /** @example 1 */
            currentPage: number;
            /** @example 20 */
            limit: number;
            /** @example 3 */
            totalPages: number;
        };
        ProductListDto: {
            data: components["schemas"]["ProductDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        ProductFacetsDto: {
            /**
             * @description Products in the listing
             * @example 48
             */
            count: number;
            /**
             * @description Lowest listing price (the first variant's charged price), in rupees
             * @example 499
             */
            minPrice: number;
            /**
             * @description Highest listing price, in rupees
             * @example 12999
             */
            maxPrice: number;
            /**
             * @description Every size on offer, most common first
             * @example [
             *       "S",
             *       "M",
             *       "L"
             *     ]
             */
            sizes: string[];
        };
        ProductFormSchema: {
            /** @description docs/product.md §7: POST with an id updates that product */
            id?: number;
            /** @description The version the form was loaded from: required for an edit (400 without); an edit from an older version answers 409 */
            version?: number;
            /** @example Aarav Leather Tote */
            productName: string;
            /** @description The deepest chosen category */
            categoryId: number;
            /** @description HTML; sanitized when saved */
            description?: string;
            /**
             * @description Its own HSN code; empty or null takes its category's
             * @example 4202
             */
            hsnCode?: string | null;
            /**
             * @description Its own GST rate in percent, whatever its price; empty or null takes its category's rule
             * @example 18
             */
            gstRate?: number | null;
            isBestSeller?: boolean;
            /**
             * @description JSON list of VariantInput, in display order
             * @example [{"size":"M","color":"Tan","stock":12,"originalPrice":2499,"discountPrice":1999}]
             */
            productVariants: string;
            /**
             * @description JSON list of image ids to remove
             * @example [3, 4]
             */
            deletedImageIds?: string;
            /** @description New images; with the kept ones, 1 to 10 in all */
            images?: string[];
        };
        ImportProblemDto: {
            /**
             * @description The row as a spreadsheet numbers it: the header is 1
             * @example 3
             */
            row: number;
            /**
             * @description The column; empty for the whole file
             * @example original_price
             */
            column: string;
            /** @example Prices must be amounts in rupees with at most 2 decimals. */
            message: string;
        };
        ImportCheckDto: {
            /**
             * @description Products the file describes without problems
             * @example 120
             */
            products: number;
            /**
             * @description Their sizes (rows)
             * @example 310
             */
            variants: number;
            /**
             * @description Products no product of the shop is named like (in any case)
             * @example 20
             */
            newProducts: number;
            /**
             * @description The shop's products the file changes (a price, a size, the description…)
             * @example 1
             */
            updatedProducts: number;
            /**
             * @description The shop's products the file has as they are: importing leaves them alone
             * @example 99
             */
            unchangedProducts: number;
            /**
             * @description Categories the import would create
             * @example [
             *       "Bags > Clutches"
             *     ]
             */
            newCategories: string[];
            /** @description Every problem; an import runs only without any */
            problems: components["schemas"]["ImportProblemDto"][];
        };
        /**
         * @description `done`: every product was tried. `stopped`: its job gave up before the end (the database away for about 40 minutes); the products before `processed` were written, and importing the file again finishes it.
         * @enum {string}
         */
        CatalogueImportStatus: "queued" | "running" | "done" | "stopped";
        ImportFailureDto: {
            /** @example Aarav Clutch */
            product: string;
            /**
             * @description Its rows in the file
             * @example [
             *       14,
             *       15
             *     ]
             */
            rows: number[];
            /** @example A category named "Totes" already exists under "Bags". */
            message: string;
        };
        CatalogueImportDto: {
            /** @example 7 */
            id: number;
            /**
             * @description `done`: every product was tried. `stopped`: its job gave up before the end (the database away for about 40 minutes); the products before `processed` were written, and importing the file again finishes it.
             * @example running
             */
            status: components["schemas"]["CatalogueImportStatus"];
            /**
             * @description Products in the file
             * @example 120
             */
            products: number;
            /**
             * @description Products tried so far: created, updated, unchanged or failed
             * @example 45
             */
            processed: number;
            /** @example 10 */
            created: number;
            /**
             * @description Products the file changed
             * @example 4
             */
            updated: number;
            /**
             * @description Products the file had as they were: nothing written
             * @example 30
             */
            unchanged: number;
            failed: components["schemas"]["ImportFailureDto"][];
            /** @example 2026-11-25T10:00:00.000Z */
            createdAt: string;
            /** @example null */
            finishedAt: string | null;
        };
        ImageDto: {
            /** @description The upload id */
            id: number;
            /** @example 6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg */
            filename: string;
            /**
             * @description The original
             * @example /uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.jpg
             */
            url: string;
            width: number;
            height: number;
            /** @description Smaller WebP copies, narrowest first, for srcset */
            renditions: components["schemas"]["RenditionDto"][];
        };
        CompanyDetailsDto: {
            /**
             * @description Empty until the admin has saved the details
             * @example Satchel
             */
            name: string;
            email: string;
            phone: string;
            address: string;
            pincode: string;
            /**
             * @description Empty when the shop has none
             * @example 27AAPFU0939F1ZV
             */
            gstin: string;
            /**
             * @description Null until chosen
             * @example Maharashtra
             */
            state: string | null;
            /**
             * @description The state's GST code
             * @example 27
             */
            stateCode: string | null;
            /** @enum {string} */
            registrationType: "REGULAR" | "COMPOSITION" | "UNREGISTERED";
            /** @example INV */
            invoicePrefix: string;
            /** @example /uploads/6f1c2e9a-5b7d-4f3e-9a51-0c7e2b1d4a10.png */
            logoUrl: string | null;
            /** @description The logo with its renditions */
            logo: components["schemas"]["ImageDto"];
        };
        CompanyDetailsFormSchema: {
            /** @example Satchel */
            name: string;
            /** @example hello@satchel.in */
            email?: string;
            /** @example 9876543210 */
            phone?: string;
            /** @example 14 Linking Road, Bandra West, Mumbai, Maharashtra */
            address?: string;
            /** @example 400050 */
            pincode?: string;
            /**
             * @description The GST identification number printed on invoices; empty for none. Checked by its format and check character
             * @example 27AAPFU0939F1ZV
             */
            gstin?: string;
            /**
             * @description The state or union territory the business is registered in: its name or GST state code, any case; empty for none
             * @example Maharashtra
             */
            state?: string | null;
            /**
             * @description How the business is registered for GST: only REGULAR (with a GSTIN and a state) charges GST
             * @enum {string}
             */
            registrationType?: "REGULAR" | "COMPOSITION" | "UNREGISTERED";
            /**
             * @description The series tax invoices are numbered in
             * @example INV
             */
            invoicePrefix?: string;
            /** @description true removes the logo: the storefront shows the shop name instead (ignored when a new logo is sent) */
            removeLogo?: boolean;
            /**
             * Format: binary
             * @description A new logo: PNG, JPEG, WebP, GIF, or SVG (drawn to a PNG when saved)
             */
            logo?: string;
        };
        DeliveryCheckDto: {
            /** @example 411001 */
            pincode: string;
            /** @description Whether the shop delivers there */
            serviceable: boolean;
            /** @description Whether cash on delivery is available there for this value (within the COD limit) */
            cod: boolean;
            /**
             * @description The delivery charge for this value, in rupees (0: free, or waived by a free-delivery code)
             * @example 49
             */
            charge: number;
            /**
             * @description The cash-on-delivery fee, in rupees
             * @example 0
             */
            codFee: number;
            /**
             * @description The largest total payable in cash, or null
             * @example 20000
             */
            codLimit: number | null;
            /**
             * @description value + charge + codFee: what the order would cost, in rupees
             * @example 1348
             */
            total: number;
            /**
             * Format: date
             * @description Ordered today, delivered by
             * @example 2026-11-30
             */
            expectedDeliveryDate: string;
            /** @description Why the order cannot be placed there, if it cannot */
            message: string | null;
        };
        PincodeListDto: {
            /**
             * @description Every pincode, only the listed ones, or all but the listed ones
             * @enum {string}
             */
            mode: "all" | "only" | "except";
            /**
             * @example [
             *       "411001",
             *       "411002"
             *     ]
             */
            list: string[];
        };
        DeliveryZoneDto: {
            /**
             * @description Matches the address's state, or the start of its pincode
             * @enum {string}
             */
            kind: "state" | "prefix";
            /**
             * @description A state (its name or GST code, any case; kept as the list names it), or 1–5 leading digits of a pincode
             * @example 411
             */
            match: string;
            /**
             * @description Delivery charge in this zone, in rupees
             * @example 40
             */
            charge: number;
            /**
             * @description Free from this order value; null: never
             * @example 999
             */
            freeAbove?: number | null;
            /**
             * @description Days from the order to its delivery
             * @example 3
             */
            days: number;
        };
        DeliverySettingsDto: {
            /**
             * @description Flat delivery charge per order, in rupees
             * @example 49
             */
            charge: number;
            /**
             * @description Orders whose items come to this much or more ship free; null: never
             * @example 999
             */
            freeAbove?: number | null;
            /**
             * @description The largest order total payable in cash; null: no limit
             * @example 20000
             */
            codLimit?: number | null;
            /**
             * @description Added to cash-on-delivery orders, in rupees
             * @example 0
             */
            codFee: number;
            /**
             * @description Days after delivery a customer may ask to return an order (0: no returns); left out, it stays
             * @example 7
             */
            returnWindowDays?: number;
            pincodes: components["schemas"]["PincodeListDto"];
            zones: components["schemas"]["DeliveryZoneDto"][];
            /**
             * Format: date-time
             * @description Null until first saved
             */
            updatedAt: string | null;
        };
        DeliverySettingsFormDto: {
            /**
             * @description Flat delivery charge per order, in rupees
             * @example 49
             */
            charge: number;
            /**
             * @description Orders whose items come to this much or more ship free; null: never
             * @example 999
             */
            freeAbove?: number | null;
            /**
             * @description The largest order total payable in cash; null: no limit
             * @example 20000
             */
            codLimit?: number | null;
            /**
             * @description Added to cash-on-delivery orders, in rupees
             * @example 0
             */
            codFee: number;
            /**
             * @description Days after delivery a customer may ask to return an order (0: no returns); left out, it stays
             * @example 7
             */
            returnWindowDays?: number;
            pincodes: components["schemas"]["PincodeListDto"];
            zones: components["schemas"]["DeliveryZoneDto"][];
        };
        SalesDayDto: {
            /**
             * @description A day of the shop's calendar (India)
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description Orders placed that day, canceled ones included
             * @example 3
             */
            orders: number;
            /**
             * @description Rupees of that day's orders that were not canceled
             * @example 5997
             */
            revenue: number;
            /**
             * @description The GST included in that revenue, in rupees
             * @example 914.8
             */
            tax: number;
            /**
             * @description What discount codes took off those orders, in rupees
             * @example 150
             */
            codeDiscounts: number;
            /**
             * @description Refunds of returns paid that day, in rupees
             * @example 999
             */
            refunds: number;
        };
        DashboardDto: {
            categories: number;
            products: number;
            /** @description Orders waiting to be shipped */
            pendingOrders: number;
            /** @description Registered customers */
            customers: number;
            /** @description Returns requested, approved or received: waiting for a step by staff */
            openReturns: number;
            /**
             * @description The company's name; empty until the admin saves it
             * @example Satchel
             */
            companyName: string;
            /** @description The last 30 days, oldest first, today last */
            days: components["schemas"]["SalesDayDto"][];
        };
        LegalPageDto: {
            id: number;
            /** @example Privacy Policy */
            title: string;
            /** @enum {string} */
            slug: "privacy-policy" | "terms-conditions";
            /** @description Sanitized HTML */
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SaveLegalPageDto: {
            /** @enum {string} */
            slug: "privacy-policy" | "terms-conditions";
            /**
             * @description Defaults to the page's usual title
             * @example Privacy Policy
             */
            title?: string;
            /** @description HTML; sanitized when saved */
            content: string;
            /** @description Ignored */
            id?: number;
            /**
             * Format: date-time
             * @description Ignored
             */
            createdAt?: string;
            /**
             * Format: date-time
             * @description Ignored
             */
            updatedAt?: string;
        };
        AdminLegalPageDto: {
            /**
             * @description The slug
             * @enum {string}
             */
            id: "privacy-policy" | "terms-conditions";
            /** @enum {string} */
            slug: "privacy-policy" | "terms-conditions";
            /** @example Privacy Policy */
            title: string;
            /** @description Sanitized HTML; empty while the storefront shows the built-in text */
            content: string;
            /**
             * Format: date-time
             * @description Null when never written
             */
            updatedAt: string | null;
        };
        AdminLegalPageUpdateDto: {
            /**
             * @description Defaults to the page's usual title
             * @example Privacy Policy
             */
            title?: string;
            /** @description HTML; sanitized when saved */
            content: string;
        };
        /** @enum {string} */
        DiscountType: "PERCENT" | "FIXED" | "FREE_DELIVERY";
        CartCodeDto: {
            /** @example DIWALI10 */
            code: string;
            type: components["schemas"]["DiscountType"];
            /**
             * @description What it takes off the items, in rupees (0 for FREE_DELIVERY)
             * @example 150
             */
            discount: number;
            /** @description Whether it waives the delivery charge (known at checkout, from the address) */
            freeDelivery: boolean;
        };
        CartProductDto: {
            id: number;
            /** @example Aarav Leather Tote */
            name: string;
            images: components["schemas"]["ImageDto"][];
            /** @description The size and colour in the cart */
            variant: components["schemas"]["VariantDto"];
        };
        CartItemDto: {
            /** @description The cart line id */
            id: number;
            /** @example 2 */
            quantity: number;
            /**
             * @description Charged price of one unit, in rupees
             * @example 4999
             */
            unitPrice: number;
            /**
             * @description unitPrice × quantity, in rupees
             * @example 9998
             */
            lineTotal: number;
            /**
             * @description What the discount takes off this line (MRP × quantity − lineTotal), in rupees
             * @example 2000
             */
            discount: number;
            product: components["schemas"]["CartProductDto"];
        };
        CartDto: {
            /** @description Oldest line first */
            items: components["schemas"]["CartItemDto"][];
            /**
             * @description Units in the cart
             * @example 3
             */
            itemCount: number;
            /**
             * @description Σ list price (MRP) × quantity, in rupees
             * @example 11998
             */
            subtotal: number;
            /**
             * @description What the discounts take off the subtotal, in rupees
             * @example 2000
             */
            discount: number;
            /**
             * @description Always 0 (docs/product.md §9)
             * @example 0
             */
            tax: number;
            /** @description The discount code applied, if any */
            code: components["schemas"]["CartCodeDto"] | null;
            /**
             * @description Why the code the cart held was just removed, once
             * @example Code DIWALI10 was removed: This code needs an order of at least ₹999.00
             */
            codeMessage: string | null;
            /**
             * @description subtotal − discount − the code's discount + tax: what the items will cost, in rupees
             * @example 9848
             */
            total: number;
        };
        AddToCartDto: {
            /** @example 12 */
            productVariantId: number;
            /** @example 1 */
            quantity: number;
        };
        UpdateCartQuantityDto: {
            /** @example 3 */
            cartItemId: number;
            /** @example 2 */
            newQuantity: number;
        };
        ApplyDiscountCodeDto: {
            /**
             * @description Any case
             * @example diwali10
             */
            code: string;
        };
        WishlistItemDto: {
            productId: number;
            /** @description The product with its variants and images */
            product: components["schemas"]["ProductDto"];
            /** Format: date-time */
            addedAt: string;
        };
        WishlistDto: {
            /** @description The wishlist's id (each customer has one, numbered as the account) */
            id: number;
            userId: number;
            /** @description Most recently added first */
            items: components["schemas"]["WishlistItemDto"][];
        };
        AddressDto: {
            id: number;
            userId: number;
            /** @example 14 Linking Road */
            addressLine1: string;
            /** @example Bandra West */
            addressLine2: string | null;
            /** @example Mumbai */
            city: string;
            /** @example Maharashtra */
            state: string;
            /**
             * @description The state's GST code; null for an address saved before states came from the list whose state matched none: the customer must choose it before ordering
             * @example 27
             */
            stateCode: string | null;
            /** @example 400050 */
            postalCode: string;
            isDefault: boolean;
        };
        AddressFormDto: {
            /** @example 14 Linking Road */
            addressLine1: string;
            /** @example Bandra West */
            addressLine2?: string | null;
            /** @example Mumbai */
            city: string;
            /**
             * @description A state or union territory of India: its name or GST state code, any case (kept as the list's name)
             * @example Maharashtra
             */
            state: string;
            /** @example 400050 */
            postalCode: string;
            /** @description Make this the default address (the first address always is) */
            isDefault?: boolean;
            /** @description Ignored: `state` decides it */
            stateCode?: string | null;
            /** @description Ignored: an address always belongs to the signed-in customer */
            userId?: number;
            /** @description Ignored: the path names the address (so a fetched address can be sent back) */
            id?: number;
        };
        /** @enum {string} */
        PaymentMethod: "COD";
        PlaceOrderDto: {
            /** @example 3 */
            addressId: number;
            /** @example COD */
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        OrderTrackingDto: {
            /** @example Delhivery */
            carrier: string | null;
            /** @example DL1234567890 */
            trackingNumber: string | null;
            /**
             * @description The carrier's tracking page; null for a carrier without one
             * @example https://www.delhivery.com/track/package/DL1234567890
             */
            url: string | null;
        };
        OrderUserDto: {
            id: number;
            /** @example Meera */
            firstName: string;
            /** @example Iyer */
            lastName: string;
            /** @example meera@example.com */
            email: string;
        };
        OrderVariantDto: {
            /** @description Null once the variant has left the catalogue */
            id: number | null;
            /** @example M */
            size: string;
            /** @example Tan */
            color: string;
            /**
             * @description List price (MRP) at placement, in rupees
             * @example 5999
             */
            originalPrice: number;
            /**
             * @description Selling price at placement, when discounted
             * @example 4999
             */
            discountPrice: number | null;
            /**
             * @description What one unit was charged, in rupees
             * @example 4999
             */
            price: number;
        };
        OrderProductDto: {
            /** @description Null once the product has been deleted */
            id: number | null;
            /** @example Aarav Leather Tote */
            name: string;
            images: components["schemas"]["ImageDto"][];
            variant: components["schemas"]["OrderVariantDto"];
        };
        OrderItemDto: {
            id: number;
            /** @example 2 */
            quantity: number;
            /**
             * @description Charged price × quantity, in rupees
             * @example 9998
             */
            lineTotal: number;
            product: components["schemas"]["OrderProductDto"];
            /**
             * @description The HSN code it was sold under
             * @example 4202
             */
            hsnCode: string | null;
            /**
             * @description The GST rate (percent) in its price as placed; null when the shop did not charge GST
             * @example 18
             */
            gstRate: number | null;
            /**
             * @description This line's share of the order's code discount, in rupees
             * @example 150
             */
            codeDiscount: number;
        };
        /** @enum {string} */
        PaymentStatus: "PENDING" | "PAID";
        /** @enum {string} */
        DeliveryStatus: "PENDING" | "SHIPPED" | "DELIVERED" | "CANCELED";
        OrderAddressDto: {
            /** @example 14 Linking Road */
            addressLine1: string;
            /** @example Bandra West */
            addressLine2: string | null;
            /** @example Mumbai */
            city: string;
            /** @example Maharashtra */
            state: string;
            /**
             * @description The state's GST code; null for an address saved before states came from the list whose state matched none: the customer must choose it before ordering
             * @example 27
             */
            stateCode: string | null;
            /** @example 400050 */
            postalCode: string;
        };
        OrderDto: {
            /** @description Also the order number */
            id: number;
            user: components["schemas"]["OrderUserDto"];
            items: components["schemas"]["OrderItemDto"][];
            paymentMethod: components["schemas"]["PaymentMethod"];
            paymentStatus: components["schemas"]["PaymentStatus"];
            deliveryStatus: components["schemas"]["DeliveryStatus"];
            /** @description The same as deliveryStatus */
            status: components["schemas"]["DeliveryStatus"];
            /** Format: date-time */
            orderDate: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description What the customer pays, in rupees: Σ charged price × quantity at placement − codeDiscount + deliveryCharge + codFee
             * @example 10047
             */
            orderTotal: number;
            /**
             * @description The discount code it was placed with
             * @example DIWALI10
             */
            discountCode: string | null;
            /**
             * @description What the code took off, in rupees (for a free-delivery code, the delivery charge); 0 without one
             * @example 150
             */
            codeDiscount: number;
            /**
             * @description The delivery charge as placed, in rupees (0: free)
             * @example 49
             */
            deliveryCharge: number;
            /**
             * @description The cash-on-delivery fee as placed, in rupees
             * @example 0
             */
            codFee: number;
            /**
             * @description The GST included in orderTotal, in rupees (prices include GST); 0 when the shop does not charge it
             * @example 1524.9
             */
            tax: number;
            /**
             * @description The tax invoice, issued when the order ships (a shop charging GST only)
             * @example INV/2026-27/0001
             */
            invoiceNumber: string | null;
            /**
             * @description The credit note, issued when an invoiced order is cancelled
             * @example CN/2026-27/00001
             */
            creditNoteNumber: string | null;
            /** @description The shipment, once the shop has given its carrier or AWB */
            tracking: components["schemas"]["OrderTrackingDto"] | null;
            address: components["schemas"]["OrderAddressDto"];
            /**
             * Format: date
             * @description Order date + 7 days, or the delivery zone's days
             * @example 2026-11-29
             */
            expectedDeliveryDate: string;
            /** Format: date-time */
            deliveredOn: string | null;
        };
        UpdateOrderStatusDto: {
            deliveryStatus: components["schemas"]["DeliveryStatus"];
            /**
             * @description Who carries the parcel (when shipping): Delhivery, Blue Dart, DTDC, Ekart, Xpressbees, India Post, Shadowfax, Shiprocket, or another name (no tracking link); null clears it
             * @example Delhivery
             */
            carrier?: string | null;
            /**
             * @description The air waybill (AWB) number: 6–30 letters, digits or hyphens; null clears it
             * @example DL1234567890
             */
            trackingNumber?: string | null;
        };
        SendConfirmationDto: {
            /** @example 42 */
            orderId?: number;
            /** @description The order as docs/product.md §7 sends it; only its `id` is read */
            orderData?: {
                [key: string]: unknown;
            };
            /** @description Ignored: the e-mail always goes to the order's account */
            email?: string;
        };
        SendConfirmationResultDto: {
            /**
             * @description Sent already, or waiting in the outbox
             * @enum {string}
             */
            status: "sent" | "queued";
            /** Format: date-time */
            sentAt: string | null;
        };
        AdminOrderUpdateDto: {
            deliveryStatus: components["schemas"]["DeliveryStatus"];
            /**
             * @description Who carries the parcel (when shipping): Delhivery, Blue Dart, DTDC, Ekart, Xpressbees, India Post, Shadowfax, Shiprocket, or another name (no tracking link); null clears it
             * @example Delhivery
             */
            carrier?: string | null;
            /**
             * @description The air waybill (AWB) number: 6–30 letters, digits or hyphens; null clears it
             * @example DL1234567890
             */
            trackingNumber?: string | null;
        };
        ReturnableLineDto: {
            /** @description The order line's id (OrderItem.id) */
            orderLineId: number;
            /** @example Aarav Leather Tote */
            productName: string;
            /** @example M */
            size: string;
            /** @example Tan */
            color: string;
            /**
             * @description Units bought
             * @example 2
             */
            quantity: number;
            /**
             * @description Units not in an earlier return (rejected ones do not count)
             * @example 1
             */
            returnable: number;
            /**
             * @description What returning all of those units would refund, in rupees: their share of what the line was paid after its code discount, less what earlier returns that still count may refund; 0 when a discount code made them free
             * @example 1999
             */
            refundable: number;
        };
        ReturnableDto: {
            orderId: number;
            /**
             * Format: date
             * @description The last day to ask; null until delivered
             */
            returnableUntil: string | null;
            /** @description Whether a return may be asked for today */
            open: boolean;
            /** @description Why not, when it may not */
            reason: string | null;
            lines: components["schemas"]["ReturnableLineDto"][];
        };
        /** @enum {string} */
        ReturnReason: "DAMAGED" | "WRONG_ITEM" | "NOT_AS_DESCRIBED" | "SIZE_OR_FIT" | "CHANGED_MIND" | "OTHER";
        ReturnItemInputDto: {
            /**
             * @description The order line's id (OrderItem.id)
             * @example 12
             */
            orderLineId: number;
            /** @example 1 */
            quantity: number;
            reason: components["schemas"]["ReturnReason"];
        };
        /**
         * @description Where the refund should go
         * @enum {string}
         */
        RefundDestination: "UPI" | "BANK";
        RequestReturnFormSchema: {
            /** @description As multipart/form-data: JSON text of the same list */
            items: components["schemas"]["ReturnItemInputDto"][];
            /** @description Anything the customer wants to add */
            comment?: string;
            /** @description Where the refund should go */
            destination: components["schemas"]["RefundDestination"];
            /**
             * @description With destination UPI
             * @example meera@okaxis
             */
            upiId?: string;
            /**
             * @description With destination BANK
             * @example Meera Iyer
             */
            accountName?: string;
            /**
             * @description With destination BANK: 9 to 18 digits
             * @example 001234567890
             */
            accountNumber?: string;
            /**
             * @description With destination BANK
             * @example HDFC0001234
             */
            ifsc?: string;
            /** @description JPEG, PNG or WebP photos of the items, at most 10 MB each */
            photos?: string[];
        };
        /** @enum {string} */
        RefundMethod: "UPI" | "BANK" | "OTHER";
        RefundDto: {
            /**
             * @description In rupees
             * @example 1999
             */
            amount: number;
            method: components["schemas"]["RefundMethod"];
            /** @example 412345678901 */
            reference: string;
            /** Format: date-time */
            refundedAt: string;
            /**
             * @description Its credit note, when the order had a tax invoice
             * @example CN/2026-27/000000001
             */
            creditNoteNumber: string | null;
        };
        ReturnCustomerDto: {
            id: number;
            /** @example Meera Iyer */
            name: string;
            /** @example meera@example.com */
            email: string;
        };
        /** @enum {string} */
        ReturnStatus: "REQUESTED" | "APPROVED" | "REJECTED" | "RECEIVED" | "REFUNDED";
        ReturnItemDto: {
            /** @description The order line's id (OrderItem.id) */
            orderLineId: number;
            /** @example Aarav Leather Tote */
            productName: string;
            /** @example M */
            size: string;
            /** @example Tan */
            color: string;
            id: number;
            /** @description The size in the catalogue, while it exists */
            variantId: number | null;
            /** @example 1 */
            quantity: number;
            reason: components["schemas"]["ReturnReason"];
            /**
             * @description The most these units may be refunded for, in rupees
             * @example 1999
             */
            refundable: number;
            /**
             * Format: date-time
             * @description When they went back in stock
             */
            restockedAt: string | null;
        };
        ReturnDto: {
            /** @description Also the return number */
            id: number;
            orderId: number;
            customer: components["schemas"]["ReturnCustomerDto"];
            status: components["schemas"]["ReturnStatus"];
            items: components["schemas"]["ReturnItemDto"][];
            /**
             * @description The most the return may be refunded for, in rupees
             * @example 1999
             */
            refundable: number;
            comment: string;
            photos: components["schemas"]["ImageDto"][];
            destination: components["schemas"]["RefundDestination"];
            upiId: string | null;
            accountName: string | null;
            accountNumber: string | null;
            ifsc: string | null;
            /** @description Staff's note to the customer */
            note: string;
            /** Format: date-time */
            requestedAt: string;
            /**
             * Format: date-time
             * @description Approved or rejected
             */
            decidedAt: string | null;
            /** Format: date-time */
            receivedAt: string | null;
            /**
             * Format: date
             * @description Once received, the day the refund is due by (the policy's 14 days)
             */
            refundDueOn: string | null;
            /** @description Once refunded: how much, how and when */
            refund: components["schemas"]["RefundDto"] | null;
        };
        RefundInputDto: {
            /**
             * @description In rupees; at most what was paid for the returned items
             * @example 1999
             */
            amount: number;
            method: components["schemas"]["RefundMethod"];
            /**
             * @description The UPI or bank transaction reference
             * @example 412345678901
             */
            reference: string;
        };
        AdminReturnUpdateDto: {
            status?: components["schemas"]["ReturnStatus"];
            /** @description A note to the customer (required to reject) */
            note?: string;
            /** @description With RECEIVED (or later): true puts every returned unit back in stock, a list of order-line ids only those; units go back once, however often it is sent */
            restock?: boolean | number[];
            /** @description Required with REFUNDED */
            refund?: components["schemas"]["RefundInputDto"];
        };
        DiscountCodeDto: {
            /** @example 4 */
            id: number;
            /** @example DIWALI10 */
            code: string;
            type: components["schemas"]["DiscountType"];
            /** @example 10 */
            percent: number | null;
            /** @example null */
            amount: number | null;
            /** @example 500 */
            maxDiscount: number | null;
            /** @example 999 */
            minOrderValue: number;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            /** @example 100 */
            usageLimit: number | null;
            /** @example 1 */
            perCustomerLimit: number | null;
            firstOrderOnly: boolean;
            categoryIds: number[];
            productIds: number[];
            active: boolean;
            /** @example Diwali sale */
            description: string;
            /**
             * @description Orders holding a use (placed, not cancelled)
             * @example 12
             */
            used: number;
            /**
             * @description What those orders were given, in rupees
             * @example 1800
             */
            discountGiven: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateDiscountCodeDto: {
            /**
             * @description 3–32 of A–Z, 0–9, - and _; any case, kept in capitals
             * @example DIWALI10
             */
            code: string;
            type: components["schemas"]["DiscountType"];
            /**
             * @description PERCENT: percent off, 0.01 to 100
             * @example 10
             */
            percent?: number | null;
            /**
             * @description FIXED: rupees off
             * @example 150
             */
            amount?: number | null;
            /**
             * @description PERCENT: at most this many rupees off
             * @example 500
             */
            maxDiscount?: number | null;
            /**
             * @description The cart's value (charged prices) the code needs, in rupees
             * @example 999
             */
            minOrderValue?: number;
            /**
             * Format: date-time
             * @description Without an offset, India's time; a date alone, that day's start in India.
             * @example 2026-10-20T00:00:00+05:30
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description The first moment it no longer works. Without an offset, India's time; a date alone, that day's start in India.
             * @example 2026-11-05T00:00:00+05:30
             */
            endsAt?: string | null;
            /**
             * @description Uses in all; none for no limit
             * @example 100
             */
            usageLimit?: number | null;
            /**
             * @description Uses per customer; none for no limit
             * @example 1
             */
            perCustomerLimit?: number | null;
            /** @example false */
            firstOrderOnly?: boolean;
            /**
             * @description With their sub-categories; none and no products: every product
             * @example [
             *       3
             *     ]
             */
            categoryIds?: number[];
            /** @example [] */
            productIds?: number[];
            /** @example true */
            active?: boolean;
            /** @example Diwali sale, 10% off everything */
            description?: string;
        };
        UpdateDiscountCodeDto: {
            /**
             * @description 3–32 of A–Z, 0–9, - and _; any case, kept in capitals
             * @example DIWALI10
             */
            code?: string;
            type?: components["schemas"]["DiscountType"];
            /**
             * @description PERCENT: percent off, 0.01 to 100
             * @example 10
             */
            percent?: number | null;
            /**
             * @description FIXED: rupees off
             * @example 150
             */
            amount?: number | null;
            /**
             * @description PERCENT: at most this many rupees off
             * @example 500
             */
            maxDiscount?: number | null;
            /**
             * @description The cart's value (charged prices) the code needs, in rupees
             * @example 999
             */
            minOrderValue?: number;
            /**
             * Format: date-time
             * @description Without an offset, India's time; a date alone, that day's start in India.
             * @example 2026-10-20T00:00:00+05:30
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description The first moment it no longer works. Without an offset, India's time; a date alone, that day's start in India.
             * @example 2026-11-05T00:00:00+05:30
             */
            endsAt?: string | null;
            /**
             * @description Uses in all; none for no limit
             * @example 100
             */
            usageLimit?: number | null;
            /**
             * @description Uses per customer; none for no limit
             * @example 1
             */
            perCustomerLimit?: number | null;
            /** @example false */
            firstOrderOnly?: boolean;
            /**
             * @description With their sub-categories; none and no products: every product
             * @example [
             *       3
             *     ]
             */
            categoryIds?: number[];
            /** @example [] */
            productIds?: number[];
            /** @example true */
            active?: boolean;
            /** @example Diwali sale, 10% off everything */
            description?: string;
        };
        /** @enum {string} */
        WebhookEventType: "order.placed" | "order.status_changed" | "order.cancelled" | "product.created" | "product.updated" | "product.deleted" | "stock.low" | "return.requested" | "return.updated" | "refund.recorded";
        /** @enum {string} */
        WebhookEndpointStatus: "active" | "paused";
        WebhookEndpointDto: {
            /** @example 3 */
            id: number;
            /** @example https://erp.example.com/hooks/satchel */
            url: string;
            /** @example Warehouse ERP */
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @example 5 */
            lowStockThreshold: number;
            status: components["schemas"]["WebhookEndpointStatus"];
            /**
             * @description Why the shop paused it
             * @example null
             */
            pausedReason: string | null;
            /**
             * @description Failed attempts since the last success
             * @example 0
             */
            consecutiveFailures: number;
            /**
             * Format: date-time
             * @description Until when the secrets rotated out still sign (the latest rotation plus 24 hours)
             */
            previousSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CreateWebhookEndpointDto: {
            /** @example https://erp.example.com/hooks/satchel */
            url: string;
            /** @example Warehouse ERP */
            description?: string;
            /**
             * @example [
             *       "order.placed"
             *     ]
             */
            events: components["schemas"]["WebhookEventType"][];
            /**
             * @description stock.low is sent when a size falls to this stock or below
             * @example 5
             */
            lowStockThreshold?: number;
        };
        CreatedWebhookEndpointDto: {
            /** @example 3 */
            id: number;
            /** @example https://erp.example.com/hooks/satchel */
            url: string;
            /** @example Warehouse ERP */
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @example 5 */
            lowStockThreshold: number;
            status: components["schemas"]["WebhookEndpointStatus"];
            /**
             * @description Why the shop paused it
             * @example null
             */
            pausedReason: string | null;
            /**
             * @description Failed attempts since the last success
             * @example 0
             */
            consecutiveFailures: number;
            /**
             * Format: date-time
             * @description Until when the secrets rotated out still sign (the latest rotation plus 24 hours)
             */
            previousSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw */
            secret: string;
        };
        UpdateWebhookEndpointDto: {
            /** @example https://erp.example.com/hooks/satchel */
            url?: string;
            /** @example Warehouse ERP */
            description?: string;
            /**
             * @example [
             *       "order.placed"
             *     ]
             */
            events?: components["schemas"]["WebhookEventType"][];
            /**
             * @description stock.low is sent when a size falls to this stock or below
             * @example 5
             */
            lowStockThreshold?: number;
            status?: components["schemas"]["WebhookEndpointStatus"];
        };
        WebhookSecretDto: {
            /**
             * @description The signing secret (Standard Webhooks): shown this once
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "delivered" | "failed" | "skipped";
        WebhookDeliveryDto: {
            /** @example 41 */
            id: number;
            /**
             * @description Sent as webhook-id on every attempt
             * @example msg_2b7c0d0e4b8a4b8e9f6c1d2e3f4a5b6c
             */
            eventId: string;
            /** @example order.placed */
            eventType: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            /** @example 1 */
            attempts: number;
        };
        /**
         * @description How this attempt went: a 2xx answer, none or another, or not sent (the endpoint was paused)
         * @enum {string}
         */
        WebhookAttemptOutcome: "delivered" | "failed" | "skipped";
        WebhookAttemptDto: {
            /** @example 120 */
            id: number;
            /** @example 41 */
            deliveryId: number;
            /** @example msg_2b7c0d0e4b8a4b8e9f6c1d2e3f4a5b6c */
            eventId: string;
            /** @example order.placed */
            eventType: string;
            /** @description Its delivery's status */
            deliveryStatus: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * @description 1 for the first try of its delivery
             * @example 1
             */
            attempt: number;
            /**
             * @description How this attempt went: a 2xx answer, none or another, or not sent (the endpoint was paused)
             * @example failed
             */
            outcome: components["schemas"]["WebhookAttemptOutcome"];
            /**
             * Format: date-time
             * @description For a failed attempt its delivery will follow with another: when that is due; else null
             * @example 2026-11-25T10:01:00.000Z
             */
            retryAt: string | null;
            /**
             * @description Null when no answer came
             * @example 200
             */
            statusCode: number | null;
            /** @example 84 */
            durationMs: number;
            /**
             * @description The first 500 characters of the answer
             * @example {"ok":true}
             */
            responseExcerpt: string;
            /** @example null */
            error: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        OrderPlacedEvent: {
            /** @constant */
            type: "order.placed";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                orderId: number;
                customerId: number;
                totalPaise: number;
                deliveryChargePaise: number;
                codFeePaise: number;
                taxPaise: number;
                /** @description The discount code it was placed with */
                discountCode: string | null;
                /** @description What the code took off (in the total already) */
                codeDiscountPaise: number;
                /** @description The delivery address's GST state code */
                placeOfSupply: string | null;
                /** @enum {string} */
                paymentMethod: "COD";
                /** @enum {string} */
                deliveryStatus: "PENDING" | "SHIPPED" | "DELIVERED" | "CANCELED";
            };
        };
        OrderStatusChangedEvent: {
            /** @constant */
            type: "order.status_changed";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                orderId: number;
                /** @enum {string} */
                from: "PENDING" | "SHIPPED" | "DELIVERED" | "CANCELED";
                /** @enum {string} */
                to: "PENDING" | "SHIPPED" | "DELIVERED" | "CANCELED";
                carrier: string | null;
                trackingNumber: string | null;
            };
        };
        OrderCancelledEvent: {
            /** @constant */
            type: "order.cancelled";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                orderId: number;
                customerId: number;
                totalPaise: number;
            };
        };
        ProductCreatedEvent: {
            /** @constant */
            type: "product.created";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                productId: number;
                name: string;
            };
        };
        ProductUpdatedEvent: {
            /** @constant */
            type: "product.updated";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                productId: number;
                name: string;
            };
        };
        ProductDeletedEvent: {
            /** @constant */
            type: "product.deleted";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                productId: number;
                name: string;
            };
        };
        StockLowEvent: {
            /** @constant */
            type: "stock.low";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                productId: number;
                variantId: number;
                productName: string;
                size: string;
                color: string;
                stock: number;
                previousStock: number;
            };
        };
        ReturnRequestedEvent: {
            /** @constant */
            type: "return.requested";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                returnId: number;
                orderId: number;
                customerId: number;
                /** @enum {string} */
                status: "REQUESTED" | "APPROVED" | "REJECTED" | "RECEIVED" | "REFUNDED";
                items: {
                    orderLineId: number;
                    quantity: number;
                    /** @enum {string} */
                    reason: "DAMAGED" | "WRONG_ITEM" | "NOT_AS_DESCRIBED" | "SIZE_OR_FIT" | "CHANGED_MIND" | "OTHER";
                }[];
                /** @description The most the return may be refunded for */
                refundablePaise: number;
            };
        };
        ReturnUpdatedEvent: {
            /** @constant */
            type: "return.updated";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                returnId: number;
                orderId: number;
                /** @enum {string} */
                from: "REQUESTED" | "APPROVED" | "REJECTED" | "RECEIVED" | "REFUNDED";
                /** @enum {string} */
                to: "REQUESTED" | "APPROVED" | "REJECTED" | "RECEIVED" | "REFUNDED";
                /** @description Staff's note to the customer */
                note: string;
            };
        };
        RefundRecordedEvent: {
            /** @constant */
            type: "refund.recorded";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                returnId: number;
                orderId: number;
                amountPaise: number;
                /** @enum {string} */
                method: "UPI" | "BANK" | "OTHER";
                reference: string;
                /** @description The credit note issued with it, when the order was invoiced */
                creditNote: string | null;
            };
        };
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            timestamp: string;
            /**
             * @description The version of this document
             * @constant
             */
            version: 1;
            data: {
                endpointId: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminListAuditLog: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `audit-log 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetAuditEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListCustomers: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `customers 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Account created; log in next */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description A bearer token and the account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description Sent, if an account uses the e-mail */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgotPasswordResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description The password is set; sign in with it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Password changed; earlier tokens no longer work */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePasswordResponseDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListTeam: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `team 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminInviteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMemberDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminRemoveTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminResendTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMessageDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            /** @description The account is ready; sign in with it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description Not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The database or the job runtime is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    robots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A urlset, or a sitemapindex */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
        };
    };
    sitemapPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A urlset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description No such page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    homePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    categoryPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such category: the app’s not-found page, noindex */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    productPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description No such product: the app’s not-found page, noindex */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    openOpsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookie set; /ops/queues can be opened */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    closeOpsSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookie cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level categories, each with its subCategories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryNodeDto"][];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CategoryFormSchema"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CategoryFormSchema"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListCategories: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `categories 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCreateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CategoryFormSchema"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CategoryFormSchema"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDeleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description A category slug; its subcategories are included */
                category?: string;
                /** @description Lowest charged price of the first variant, in rupees */
                minPrice?: number;
                /** @description Highest charged price of the first variant, in rupees */
                maxPrice?: number;
                /** @description Products with a variant of this size */
                size?: string;
                sort?: "recommended" | "newest" | "price_asc" | "price_desc" | "name_asc" | "name_desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    saveProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormSchema"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getProductFacets: {
        parameters: {
            query?: {
                /** @description A category slug; its subcategories are included */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductFacetsDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    searchProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Words to look for; empty lists the first products */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listProductsOfCategory: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                categoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getProductByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormSchema"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminExportProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV, with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCheckProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportCheckDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminImportProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueImportDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueImportDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListProducts: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `products 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCreateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormSchema"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductFormSchema"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDeleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCompanyDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDetailsDto"];
                };
            };
        };
    };
    updateCompanyDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CompanyDetailsFormSchema"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDetailsDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    checkDelivery: {
        parameters: {
            query: {
                pincode: string;
                /** @description The address's state (its name or GST code, any case), for zones by state */
                state?: string;
                /** @description The order's value (its items), in rupees; 0 when left out */
                value?: number;
                /** @description true when the cart holds a free-delivery code: the charge is waived, and the total and cash on delivery are judged without it, as placing the order does */
                freeDelivery?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryCheckDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getDeliverySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySettingsDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateDeliverySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliverySettingsFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySettingsDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listLegalPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalPageDto"][];
                };
            };
        };
    };
    saveLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveLegalPageDto"];
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalPageDto"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalPageDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalPageDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListLegalPages: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `legal-pages 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPageDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCreateLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveLegalPageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPageDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's slug */
                id: "privacy-policy" | "terms-conditions";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPageDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's slug */
                id: "privacy-policy" | "terms-conditions";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLegalPageUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPageDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDeleteLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's slug */
                id: "privacy-policy" | "terms-conditions";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLegalPageDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddToCartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartQuantityDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    applyDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyDiscountCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Contradicts an earlier request with the same Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeFromCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    addToWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    removeFromWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WishlistDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressDto"][];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description 8 to 100 letters, digits or ._:- */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderDto"];
            };
        };
        responses: {
            /** @description The order an earlier request with the same key placed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description The new order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Contradicts an earlier request with the same Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                /** @description Page number; without it the whole list is returned */
                page?: number;
                limit?: number;
                status?: components["schemas"]["DeliveryStatus"];
                /** @description Placed on or after this day (India time) */
                from?: string;
                /** @description Placed on or before this day (India time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many orders match, across all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listAllOrders: {
        parameters: {
            query?: {
                /** @description Page number; without it the whole list is returned */
                page?: number;
                limit?: number;
                status?: components["schemas"]["DeliveryStatus"];
                /** @description Placed on or after this day (India time) */
                from?: string;
                /** @description Placed on or before this day (India time) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many orders match, across all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    sendOrderConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendConfirmationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendConfirmationResultDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `orders 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminOrderUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReturnableItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnableDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    requestReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestReturnFormSchema"];
                "multipart/form-data": components["schemas"]["RequestReturnFormSchema"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Payload too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Contradicts an earlier request with the same Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    listMyReturns: {
        parameters: {
            query?: {
                /** @description Page number; without it the whole list is returned */
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many returns there are, across all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getMyReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListReturns: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `returns 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReturnUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Contradicts an earlier request with the same Idempotency-Key */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getOrderCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    getReturnCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGstReport: {
        parameters: {
            query: {
                /** @description The first day (in India) of the period */
                from: string;
                /** @description The last day of the period */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV, with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListDiscountCodes: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `discount-codes 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCreateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDiscountCodeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDiscountCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDeleteDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCodeDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListWebhooks: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `webhooks 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminCreateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminGetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminUpdateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminDeleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminListWebhookAttempts: {
        parameters: {
            query?: {
                /** @description JSON `["field","ASC"|"DESC"]` */
                sort?: string;
                /** @description JSON `[first, last]`, both inclusive */
                range?: string;
                /** @description JSON object: `q` searches, `id` (a list) fetches those records, `field_gte`/`field_lte` bound a field */
                filter?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The page and the total, e.g. `attempts 0-9/42` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAttemptDto"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    adminResendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /** @description Missing, invalid or expired credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not allowed for this account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Conflicts with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    webhookOrderPlacedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPlacedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderStatusChangedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusChangedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookOrderCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelledEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreatedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdatedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookProductDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductDeletedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookStockLowEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockLowEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookReturnRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnRequestedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookReturnUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnUpdatedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookRefundRecordedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRecordedEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWebhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`msg_…`), the same on every retry: deduplicate on it */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description The body is not JSON (or multipart where files are uploaded) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Received */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
