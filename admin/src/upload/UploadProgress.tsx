import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { registerInlineBar, useHasInlineBar, useUploadProgress } from './uploadProgressStore';

/**
 * A determinate bar with the percentage while a form's files are on their way (fetch cannot report
 * upload progress, so uploads go by XMLHttpRequest). `inline` sits in a form (above its toolbar);
 * without it the bar is pinned to the top of the page, for the layout, and steps aside while a
 * form's own bar is mounted.
 */
export function UploadProgress({ inline = false }: { inline?: boolean }) {
  const percent = useUploadProgress();
  const formHasBar = useHasInlineBar();
  useEffect(() => (inline ? registerInlineBar() : undefined), [inline]);

  if (percent === null || (!inline && formHasBar)) return null;
  return (
    <Box
      role="status"
      sx={
        inline
          ? { width: '100%', my: 1 }
          : { position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }
      }
    >
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      <Typography variant="caption" sx={{ px: 1, bgcolor: 'background.paper' }}>
        Uploading… {percent}%
      </Typography>
    </Box>
  );
}
