import { Box, LinearProgress, Typography } from '@mui/material';
import { useUploadProgress } from './uploadProgress';

/** A bar while a form's files are on their way (fetch cannot tell, so uploads go by XMLHttpRequest). */
export function UploadProgress() {
  const percent = useUploadProgress();
  if (percent === null) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      <Typography variant="caption" sx={{ px: 1, bgcolor: 'background.paper' }}>
        Uploading… {percent}%
      </Typography>
    </Box>
  );
}
