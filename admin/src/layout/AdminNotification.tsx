import { useMediaQuery, type Theme } from '@mui/material';
import { Notification } from 'react-admin';

/**
 * react-admin's toasts, at the top of the screen on a phone: at the bottom they sat over a form's
 * Save bar, which react-admin fixes to the bottom of a phone's screen (its mobile toolbar), so
 * Save could not be pressed again until the toast went. Where the bar stays in the page, at the bottom.
 */
export function AdminNotification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Notification anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }} />;
}
