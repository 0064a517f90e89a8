/**
 * Renders the raster images the app ships (social preview 1200x630, app icons) from the SVG
 * sources (public/images, src/assets) with headless Chromium. Run after changing the logo:
 *   node web/scripts/generate-images.ts
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = resolve(import.meta.dirname, '../public');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const mark = await readFile(resolve(publicDir, 'images/logo-mark.svg'), 'utf8');
const background = await readFile(resolve(import.meta.dirname, '../src/assets/default-background.svg'), 'utf8');
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const socialImage = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;position:relative;overflow:hidden;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
  background:url('${dataUrl(background)}') center/cover;color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:28px">
    <img src="${dataUrl(mark)}" width="132" height="132" style="border-radius:30px;box-shadow:0 12px 40px rgba(0,0,0,.25)">
    <div style="font-size:96px;font-weight:800;letter-spacing:-2px">Koinonia</div>
  </div>
  <div style="margin-top:36px;font-size:44px;font-weight:600;max-width:900px;line-height:1.2">The professional network for the ministry world</div>
  <div style="margin-top:20px;font-size:28px;opacity:.9">Pastors · Church staff · Volunteers · Ministry organizations</div>
</div></body></html>`;

const icon = (size: number, padding: number) => `<!doctype html><html><body style="margin:0;background:#1d3b85">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:#1d3b85">
<img src="${dataUrl(mark)}" width="${size - padding * 2}" height="${size - padding * 2}"></div></body></html>`;

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const shots: { file: string; html: string; width: number; height: number }[] = [
    { file: 'og-image.png', html: socialImage, width: 1200, height: 630 },
    { file: 'icon-512.png', html: icon(512, 0), width: 512, height: 512 },
    { file: 'icon-192.png', html: icon(192, 0), width: 192, height: 192 },
    { file: 'apple-touch-icon.png', html: icon(180, 14), width: 180, height: 180 },
    { file: 'favicon-32.png', html: icon(32, 0), width: 32, height: 32 },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.setContent(shot.html, { waitUntil: 'load' });
    await page.screenshot({ path: resolve(publicDir, shot.file), omitBackground: false });
    await page.close();
    console.log(`wrote public/${shot.file}`);
  }
} finally {
  await browser.close();
}
