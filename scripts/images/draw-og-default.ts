// Draws the site's default social image (public/og-default.png, 1200×630: what a shared link shows
// for a page whose content has no image of its own), on a canvas in Chromium, in the brand colours
// of src/theme.ts and the favicon's path mark. Nothing is downloaded. Run again after changing it:
//   npx tsx scripts/images/draw-og-default.ts
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { site } from '../../src/content/site.ts'

export const OG_DEFAULT = { path: 'public/og-default.png', width: 1200, height: 630 } as const

/** Runs inside the page: the drawing, returned as a PNG data URL. */
function draw({ width, height, name }: { width: number; height: number; name: string }): string {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const g = canvas.getContext('2d')!
  g.fillStyle = '#163f5c' // brand.800
  g.fillRect(0, 0, width, height)
  // Soft rolling hills along the bottom (brand.700, brand.600) and a warm sun (accent.400).
  g.fillStyle = '#e06f45'
  g.beginPath(); g.arc(980, 190, 90, 0, Math.PI * 2); g.fill()
  for (const [colour, base, lift] of [['#1a4f74', 470, 120], ['#1f6391', 540, 90]] as const) {
    g.fillStyle = colour
    g.beginPath(); g.moveTo(0, base)
    g.bezierCurveTo(width * 0.3, base - lift, width * 0.6, base + lift / 2, width, base - lift / 2)
    g.lineTo(width, height); g.lineTo(0, height); g.closePath(); g.fill()
  }
  // The favicon's mark: a path rising to the right, drawn large in white.
  g.strokeStyle = '#ffffff'; g.lineWidth = 22; g.lineCap = 'round'
  g.beginPath(); g.moveTo(110, 330); g.bezierCurveTo(170, 195, 245, 135, 410, 120); g.bezierCurveTo(320, 180, 275, 255, 260, 360); g.stroke()
  g.fillStyle = '#ffffff'
  g.font = 'bold 64px "DejaVu Sans", Arial, sans-serif'
  g.fillText(name, 110, 460 - 20, width - 220)
  g.fillStyle = '#d5e9f5' // brand.100
  g.font = '32px "DejaVu Sans", Arial, sans-serif'
  g.fillText('Support for people with autism and developmental disabilities in New Jersey', 110, 510 - 10, width - 220)
  return canvas.toDataURL('image/png')
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage()
  const dataUrl = await page.evaluate(draw, { width: OG_DEFAULT.width, height: OG_DEFAULT.height, name: site.name })
  writeFileSync(OG_DEFAULT.path, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'))
  console.log(`wrote ${OG_DEFAULT.path}`)
} finally {
  await browser.close()
}
