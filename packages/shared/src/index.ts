// What the server and both web apps share. Pure functions and constants only: the backend loads
// this compiled (dist/), the web apps from source.
export * from './brand';
export * from './calendar';
export * from './money';
export * from './rules/accounts';
export * from './rules/addresses';
export * from './rules/categories';
export * from './rules/colours';
export * from './rules/company';
export * from './rules/delivery';
export * from './rules/gst';
export * from './rules/discount-codes';
export * from './rules/ids';
export * from './rules/orders';
export * from './rules/paging';
export * from './rules/products';
export * from './rules/returns';
export * from './rules/sizes';
export * from './rules/staff';
export * from './rules/audit';
export * from './rules/webhooks';
export * from './text';
