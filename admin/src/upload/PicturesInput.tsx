import { ImageField, ImageInput, type Validator } from 'react-admin';
import { asPickedImages } from './sendMultipart';

/** Stored pictures and newly picked ones in one drop zone (images only), each with a preview and removal. */
export function PicturesInput(props: { source: string; label: string; helperText: string; validate: Validator }) {
  return (
    <ImageInput {...props} accept={{ 'image/*': [] }} multiple format={asPickedImages}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
