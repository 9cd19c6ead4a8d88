import AssessmentIcon from '@mui/icons-material/Assessment';
import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DashboardIcon from '@mui/icons-material/Dashboard';
import QueueIcon from '@mui/icons-material/Queue';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { hasPermission, type Permission, type StaffMember } from '@satchel/shared';
import { Menu, useBasename, useNotify, usePermissions } from 'react-admin';
import { openQueueDashboard } from '../ops/openQueueDashboard';

/** docs/product.md §2's five entries, then reports, the customers, legal pages, delivery settings, discount codes, webhooks, the team and its audit log, the operators' queues and the way back to the shop. */
export function AdminMenu() {
  const notify = useNotify();
  // Menu.Item links are not prefixed with <Admin basename> (resource items are): /admin/dashboard, not /dashboard.
  const basename = useBasename();
  // Only what this member of staff may do (an owner: everything).
  const { permissions } = usePermissions<StaffMember | null>();
  const may = (permission: Permission) => hasPermission(permissions, permission);
  return (
    <Menu>
      {may('orders') && <Menu.Item to={`${basename}/dashboard`} primaryText="Dashboard" leftIcon={<DashboardIcon />} />}
      {may('catalogue') && <Menu.ResourceItem name="category" />}
      {may('catalogue') && <Menu.ResourceItem name="product" />}
      {may('orders') && <Menu.ResourceItem name="order" />}
      {may('orders') && <Menu.ResourceItem name="returns" />}
      {may('content') && <Menu.Item to={`${basename}/company`} primaryText="Company" leftIcon={<BusinessIcon />} />}
      {may('orders') && <Menu.Item to={`${basename}/reports`} primaryText="Reports" leftIcon={<AssessmentIcon />} />}
      {may('customers') && <Menu.ResourceItem name="customer" />}
      {may('content') && <Menu.Item to={`${basename}/legal`} primaryText="Legal pages" leftIcon={<ArticleIcon />} />}
      {may('settings') && (
        <Menu.Item to={`${basename}/delivery`} primaryText="Delivery" leftIcon={<LocalShippingIcon />} />
      )}
      {may('promotions') && <Menu.ResourceItem name="discount-codes" />}
      {may('webhooks') && <Menu.ResourceItem name="webhooks" />}
      {may('team') && <Menu.ResourceItem name="team" />}
      {may('team') && <Menu.ResourceItem name="audit-log" />}
      {may('settings') && (
        <MenuItem
          onClick={() => openQueueDashboard().catch((error: Error) => notify(error.message, { type: 'error' }))}
        >
          <ListItemIcon>
            <QueueIcon />
          </ListItemIcon>
          <ListItemText>Job queues</ListItemText>
        </MenuItem>
      )}
      {/* The storefront is a separate app on the same origin, so this is a full page load. */}
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <StorefrontIcon />
        </ListItemIcon>
        <ListItemText>Back to shop</ListItemText>
      </MenuItem>
    </Menu>
  );
}
