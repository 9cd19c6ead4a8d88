import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Title, useGetIdentity } from 'react-admin';
import { QueueDashboardButton } from '../ops/QueueDashboardButton';

export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Welcome, {identity?.fullName ?? 'admin'}
        </Typography>
        <Typography color="text.secondary">
          This is the Satchel back office, where the shop&apos;s catalogue, orders and company details are managed.
        </Typography>
      </CardContent>
      <CardActions>
        {/* The storefront is a separate app on the same origin, so this is a full page load. */}
        <Button href="/" startIcon={<StorefrontIcon />}>
          Back to the shop
        </Button>
        <QueueDashboardButton />
      </CardActions>
    </Card>
  );
}
