import QueueIcon from '@mui/icons-material/Queue';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { openQueueDashboard } from './openQueueDashboard';

export function QueueDashboardButton() {
  const notify = useNotify();
  return (
    <Button
      startIcon={<QueueIcon />}
      onClick={() => openQueueDashboard().catch((error: Error) => notify(error.message, { type: 'error' }))}
    >
      Job queues
    </Button>
  );
}
