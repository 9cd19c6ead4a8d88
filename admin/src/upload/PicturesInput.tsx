import { ImageField, ImageInput, type Validator } from 'react-admin';
import { asPickedImages } from './sendMultipart';

/** Stored pictures and newly picked ones in one drop zone (images only), each with a preview and removal. */
export function PicturesInput(props: { source: string; label: string; helperText: string; validate: Validator }) {
  return (
    <ImageInput
      {...props}
      accept={{ 'image/*': [] }}
      multiple
      format={asPickedImages}
      // The drop zone's own file input has no label of its own (react-admin's is on the zone).
      inputProps={{ 'aria-label': props.label }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
