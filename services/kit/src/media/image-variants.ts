import sharp, { type Sharp } from 'sharp';
import { ContentType } from './purposes.ts';

export type ImageVariantName = 'original' | 'card' | 'avatar';

export interface ImageVariant {
  readonly name: ImageVariantName;
  readonly bytes: Buffer;
  readonly type: ContentType;
  readonly width: number;
  readonly height: number;
}

/** The sizes every image purpose gets (README lists them). */
export const IMAGE_SIZES = {
  original: { width: 2560, height: 2560, fit: 'inside' },
  card: { width: 800, height: 800, fit: 'inside' },
  avatar: { width: 256, height: 256, fit: 'cover' },
} as const satisfies Record<ImageVariantName, { width: number; height: number; fit: 'inside' | 'cover' }>;

// Larger images are refused before they are decoded (a small file can claim a huge canvas).
const MAX_INPUT_PIXELS = 50_000_000;

const encode = (image: Sharp, type: ContentType): Sharp => {
  switch (type) {
    case ContentType.JPEG:
      return image.jpeg({ quality: 85, mozjpeg: true });
    case ContentType.PNG:
      return image.png({ compressionLevel: 9 });
    default:
      return image.webp({ quality: 82 });
  }
};

/**
 * Re-encodes an accepted image: turned upright by its EXIF orientation, then written without any
 * metadata (sharp keeps none unless asked: EXIF with its GPS position, XMP, ICC all go), as the
 * original within bounds (JPEG and PNG stay so, the rest become WebP; SVG is rasterized, animation
 * keeps its first frame) and as WebP card and avatar. Null when the bytes do not decode as an image.
 */
export async function makeImageVariants(bytes: Buffer, type: ContentType): Promise<ImageVariant[] | null> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    return await Promise.all(
      (Object.keys(IMAGE_SIZES) as ImageVariantName[]).map(async (name) => {
        const size = IMAGE_SIZES[name];
        const outType = name === 'original' && (type === ContentType.JPEG || type === ContentType.PNG) ? type : ContentType.WEBP;
        const resized = source.clone().resize({ ...size, withoutEnlargement: size.fit === 'inside' });
        const { data, info } = await encode(resized, outType).toBuffer({ resolveWithObject: true });
        return { name, bytes: data, type: outType, width: info.width, height: info.height };
      }),
    );
  } catch {
    // Everything sharp does here is decode and encode these bytes: a failure means they are not an
    // image it can read in full (not an image, truncated, corrupt, or over the pixel limit).
    return null;
  }
}
