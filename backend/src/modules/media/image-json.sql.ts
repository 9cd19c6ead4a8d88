import { UPLOADS_PATH } from './upload.dto';

/** ImageDto's fields as json_build_object arguments, for the upload aliased `u` (see ImageDto.of). */
export const IMAGE_FIELDS_SQL = `
  'filename', u.filename,
  'url', '${UPLOADS_PATH}' || u.filename,
  'width', u.width,
  'height', u.height,
  'renditions', coalesce((
    select json_agg(json_build_object('width', (r.value ->> 'width')::int, 'url', '${UPLOADS_PATH}' || (r.value ->> 'filename'))
                    order by r.ordinality)
      from jsonb_array_elements(u.renditions) with ordinality r), '[]'::json)`;

/** ImageDto as JSON for the upload aliased `u`. */
export const IMAGE_JSON_SQL = `json_build_object('id', u.id, ${IMAGE_FIELDS_SQL})`;
