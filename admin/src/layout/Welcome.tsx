import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Where staff land who may work in no area with a page of its own (landingPath): what they can do, or whom to ask. */
export function Welcome() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Welcome" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Welcome to the back office
        </Typography>
        <Typography>
          Your account has no area of the back office yet. Ask the shop’s owner to give you permissions.
        </Typography>
      </CardContent>
    </Card>
  );
}
