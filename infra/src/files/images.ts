import type { ImageKind } from '@cenacle/shared-domain/files/rules';
import { THUMBNAIL_SIZE } from '@cenacle/shared-domain/files/rules';
import sharp, { type Metadata, type Sharp } from 'sharp';

export interface ReencodedImage {
  readonly content: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
}

export type ImageRefusal = 'IMAGE_TOO_LARGE' | 'IMAGE_DAMAGED';

/**
 * Decodes the image and encodes it again in its own kind: what reaches the store is pixels only,
 * so EXIF (location, camera), comments and anything appended after the image are gone. The
 * orientation EXIF carried is applied to the pixels first. Decoding stops past `maxPixels` (a small
 * file can claim a huge canvas).
 */
export async function reencodeImage(
  input: Buffer,
  kind: ImageKind,
  maxPixels: number,
): Promise<ReencodedImage | ImageRefusal> {
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here (no pixels decoded): the canvas it claims is checked first.
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    return 'IMAGE_DAMAGED';
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) return 'IMAGE_TOO_LARGE';
  const encode = (image: Sharp) => (kind === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png());
  try {
    const { data, info } = await encode(sharp(input, options).rotate()).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(
      sharp(data).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }),
    ).toBuffer();
    return { content: data, thumbnail, width: info.width, height: info.height };
  } catch {
    return 'IMAGE_DAMAGED';
  }
}
