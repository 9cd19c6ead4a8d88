import { lazy } from 'react';
import {
  Admin,
  CustomRoutes,
  defaultI18nProvider,
  Resource,
  useBasename,
  usePermissions,
  type I18nProvider,
} from 'react-admin';
import type { StaffMember } from '@satchel/shared';
import { Navigate, Route, type RouteObject } from 'react-router-dom';
import { authProvider } from './authProvider';
import { categoryResource } from './categories';
import { customerResource } from './customers';
import { dataProvider } from './dataProvider';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import { landingPath } from './layout/landing';
import { LoginPage } from './layout/LoginPage';
import { Welcome } from './layout/Welcome';
import { adminTheme } from './layout/theme';
import { orderResource } from './orders';
import { productResource } from './products';
import { auditLogResource } from './audit-log';
import { AcceptInvitationPage } from './team/AcceptInvitationPage';
import { teamResource } from './team';
import { webhookResource } from './webhooks';
import { discountCodeResource } from './discount-codes';
import { returnResource } from './returns';

// Pages load when first shown (the chart library only with the dashboard); the layout's Suspense waits for them.
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));
const DeliveryPage = lazy(() => import('./delivery/DeliveryPage').then((m) => ({ default: m.DeliveryPage })));
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const CompanyPage = lazy(() => import('./company/CompanyPage').then((m) => ({ default: m.CompanyPage })));
const LegalPagesPage = lazy(() => import('./legal-pages/LegalPagesPage').then((m) => ({ default: m.LegalPagesPage })));

/** Where the back office is mounted (Vite's `base` is the same path). */
export const ADMIN_BASENAME = '/admin';

// The API signs in with an e-mail or a username; react-admin's login form calls its field "Username".
const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    key === 'ra.auth.username' ? 'Email or username' : defaultI18nProvider.translate(key, options),
};

/**
 * docs/product.md §2: /admin, /admin/ and any unknown admin path lead to /admin/dashboard, or, for
 * staff who may not see the orders it sums up, to the first area they may work in.
 */
function ToDashboard() {
  const { permissions, isPending } = usePermissions<StaffMember | null>();
  const basename = useBasename();
  if (isPending) return null;
  return <Navigate to={`${basename}/${landingPath(permissions)}`} replace />;
}

export function App() {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="Satchel Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      dashboard={ToDashboard}
      layout={AdminLayout}
      loginPage={LoginPage}
      notification={AdminNotification}
      theme={adminTheme}
      // Its call home is blocked by our Content-Security-Policy, and logged an error on every page.
      disableTelemetry
      catchAll={ToDashboard}
      requireAuth
    >
      <Resource {...categoryResource} />
      <Resource {...productResource} />
      <Resource {...orderResource} />
      <Resource {...returnResource} />
      <Resource {...customerResource} />
      <Resource {...discountCodeResource} />
      <Resource {...webhookResource} />
      <Resource {...teamResource} />
      <Resource {...auditLogResource} />
      {/* Opened from an invitation e-mail, before its reader has an account to sign in with. */}
      <CustomRoutes noLayout>
        <Route path="/accept-invite" element={<AcceptInvitationPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/company" element={<CompanyPage />} />
        <Route path="/delivery" element={<DeliveryPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/legal" element={<LegalPagesPage />} />
        <Route path="/welcome" element={<Welcome />} />
      </CustomRoutes>
    </Admin>
  );
}

/*
 * react-admin's own router is a HashRouter (/admin#/...). To get real paths such as
 * /admin/login it runs inside a browser router, under a route for its sub path, with
 * <Admin basename> prefixing its links (react-admin docs, "Using React-Admin Inside a Route").
 */
export const adminRoutes: RouteObject[] = [{ path: `${ADMIN_BASENAME}/*`, element: <App /> }];
