import { Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';
import { BRAND_COLOURS } from '@satchel/shared';
import { ForgotPassword } from './ForgotPassword';

/** The shop's mark (the storefront's favicon): a satchel on the leather tan. */
function ShopMark() {
  return (
    <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={BRAND_COLOURS.tan} />
      <path d="M9 13h14l-1.5 12h-11z" fill="#fff" />
      <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** react-admin's sign-in, branded: the shop's name and mark on its leather browns; and a way back in. */
export function LoginPage() {
  return (
    <Login
      avatarIcon={<ShopMark />}
      sx={{
        backgroundImage: `linear-gradient(135deg, #3e2723 0%, ${BRAND_COLOURS.leather} 55%, ${BRAND_COLOURS.tan} 100%)`,
        '& .RaLogin-avatar .MuiAvatar-root': { bgcolor: 'transparent', width: 48, height: 48 },
      }}
    >
      <Typography component="h1" variant="h5" align="center" sx={{ mt: 1 }}>
        Satchel Admin
      </Typography>
      <LoginForm />
      <ForgotPassword />
    </Login>
  );
}
