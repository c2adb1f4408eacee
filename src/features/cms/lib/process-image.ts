import { MEDIA_LIMITS } from '@contract/admin-media.ts'

/**
 * The media library's processing in the admin's browser, before anything is uploaded (issue 33):
 * the photo is decoded with its orientation applied (createImageBitmap, imageOrientation
 * 'from-image'), scaled to at most 2560 px on its longest side (and MEDIA_LIMITS.maxPixels in
 * all), and drawn into canvases for the full size, the widths 480/960/1600 below it and a
 * 1200×630 social crop around the focal point. Each is encoded with canvas.toBlob as WebP, or
 * JPEG where the browser cannot encode WebP. A canvas holds pixels only, so every metadata
 * block of the original (EXIF with GPS, XMP, IPTC) is left behind.
 */
export type Variant = 'original' | 'w480' | 'w960' | 'w1600' | 'social'
export type ProcessedFile = { variant: Variant; blob: Blob; width: number; height: number }

const WIDTHS: ReadonlyArray<[Variant, number]> = [['w480', 480], ['w960', 960], ['w1600', 1600]]
export const SOCIAL = { width: 1200, height: 630 } as const
const QUALITY = 0.85

/** The largest size within the limits, keeping the proportions. */
export function fitWithinLimits(width: number, height: number): { width: number; height: number } {
  const byEdge = MEDIA_LIMITS.maxEdge / Math.max(width, height)
  const byPixels = Math.sqrt(MEDIA_LIMITS.maxPixels / (width * height))
  const scale = Math.min(1, byEdge, byPixels)
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) }
}

/** The source rectangle of a crop to `ratio` (width / height) centred on the focal point, inside the image. */
export function cropAround(width: number, height: number, ratio: number, focalX = 0.5, focalY = 0.5) {
  const cropWidth = Math.min(width, height * ratio)
  const cropHeight = cropWidth / ratio
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)
  return {
    sx: clamp(width * focalX - cropWidth / 2, width - cropWidth),
    sy: clamp(height * focalY - cropHeight / 2, height - cropHeight),
    sw: cropWidth,
    sh: cropHeight,
  }
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY))
}

/** WebP when the browser encodes it (toBlob falls back to PNG otherwise), else JPEG. */
async function encodeBest(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await encode(canvas, 'image/webp')
  if (webp?.type === 'image/webp') return webp
  const jpeg = await encode(canvas, 'image/jpeg')
  if (!jpeg) throw new Error('This browser could not prepare the image.')
  return jpeg
}

function draw(source: CanvasImageSource, width: number, height: number, crop?: ReturnType<typeof cropAround>) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser could not prepare the image.')
  context.imageSmoothingQuality = 'high'
  if (crop) context.drawImage(source, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height)
  else context.drawImage(source, 0, 0, width, height)
  return canvas
}

export async function processImage(file: Blob, focal = { x: 0.5, y: 0.5 }): Promise<ProcessedFile[]> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const full = fitWithinLimits(bitmap.width, bitmap.height)
    const files: ProcessedFile[] = []
    const add = async (variant: Variant, width: number, height: number, crop?: ReturnType<typeof cropAround>) => {
      files.push({ variant, width, height, blob: await encodeBest(draw(bitmap, width, height, crop)) })
    }
    await add('original', full.width, full.height)
    for (const [variant, width] of WIDTHS) {
      if (width < full.width) await add(variant, width, Math.round((full.height * width) / full.width))
    }
    await add('social', SOCIAL.width, SOCIAL.height, cropAround(bitmap.width, bitmap.height, SOCIAL.width / SOCIAL.height, focal.x, focal.y))
    return files
  } finally {
    bitmap.close()
  }
}
