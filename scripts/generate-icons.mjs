// Renders the app and tray icons as PNGs with plain Node (zlib only, no native deps):
// a rounded orange tile with a white receipt and a coin. Run: node scripts/generate-icons.mjs
// Writes build/icon.png, build/icon.ico, build/icons/<n>x<n>.png (electron-builder) and
// config/brand/*.png (runtime; main bundles them, a resources/brand folder may override),
// including the tray icons with the pending-orders dot. Deterministic: same input, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const hex = (h, a = 255) => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
  a,
];
const COLORS = {
  top: hex('#F76707'),
  bottom: hex('#C2410C'),
  paper: hex('#FFFFFF'),
  ink: hex('#C2410C'),
  inkSoft: hex('#FFC9A8'),
  coin: hex('#FAB005'),
  coinRim: hex('#E67700'),
  badge: hex('#E03131'),
  black: hex('#000000'),
};

// ---- shapes in unit coordinates (0..1); each returns true when (x, y) is inside

const roundRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ring = (cx, cy, r, w) => (x, y) => {
  const d = Math.hypot(x - cx, y - cy);
  return d <= r && d >= r - w;
};
/** A receipt: rounded top, zigzag tear at the bottom. */
const receipt = (x0, y0, x1, y1, teeth, depth) => {
  const body = roundRect(x0, y0, x1, y1, 0.03);
  const period = (x1 - x0) / teeth;
  return (x, y) => {
    if (x < x0 || x > x1) return false;
    if (y <= y1 - 0.02) return body(x, y);
    const t = (((x - x0) / period) % 1) * 2 - 1; // -1..1 across each tooth
    return y <= y1 - 0.02 + depth * (1 - Math.abs(t)) && y >= y0;
  };
};

function tile() {
  return [
    { shape: roundRect(0.04, 0.04, 0.96, 0.96, 0.2), color: (x, y) => mix(COLORS.top, COLORS.bottom, y) },
  ];
}

function appIcon() {
  return [
    ...tile(),
    { shape: receipt(0.27, 0.18, 0.66, 0.76, 5, 0.05), color: COLORS.paper },
    { shape: roundRect(0.34, 0.29, 0.59, 0.33, 0.02), color: COLORS.ink },
    { shape: roundRect(0.34, 0.39, 0.53, 0.42, 0.015), color: COLORS.inkSoft },
    { shape: roundRect(0.34, 0.47, 0.56, 0.5, 0.015), color: COLORS.inkSoft },
    { shape: roundRect(0.34, 0.58, 0.47, 0.62, 0.02), color: COLORS.ink },
    { shape: circle(0.68, 0.68, 0.175), color: COLORS.paper },
    { shape: circle(0.68, 0.68, 0.15), color: COLORS.coin },
    { shape: ring(0.68, 0.68, 0.115, 0.022), color: COLORS.coinRim },
    { shape: roundRect(0.668, 0.62, 0.692, 0.74, 0.012), color: COLORS.coinRim },
  ];
}

/** Small sizes: fewer details so it stays readable at 16 px. */
function trayIcon() {
  return [
    ...tile(),
    { shape: receipt(0.26, 0.17, 0.74, 0.83, 3, 0.08), color: COLORS.paper },
    { shape: roundRect(0.35, 0.33, 0.65, 0.41, 0.03), color: COLORS.ink },
    { shape: roundRect(0.35, 0.52, 0.56, 0.6, 0.03), color: COLORS.ink },
  ];
}

/** Orders pending: the tray icon with a red dot in a white ring, top right. */
function trayPendingIcon() {
  return [
    ...trayIcon(),
    { shape: circle(0.76, 0.24, 0.24), color: COLORS.paper },
    { shape: circle(0.76, 0.24, 0.18), color: COLORS.badge },
  ];
}

/** macOS menu-bar template: black silhouette, the system tints it. */
function trayTemplate() {
  const hole = [0, 0, 0, 0];
  return [
    { shape: receipt(0.2, 0.08, 0.8, 0.9, 3, 0.08), color: COLORS.black },
    { shape: roundRect(0.32, 0.26, 0.68, 0.35, 0.03), color: hole },
    { shape: roundRect(0.32, 0.47, 0.56, 0.56, 0.03), color: hole },
  ];
}

/** The template with a dot, cut out of the silhouette by a transparent gap. */
function trayPendingTemplate() {
  return [
    ...trayTemplate(),
    { shape: circle(0.78, 0.22, 0.26), color: [0, 0, 0, 0] },
    { shape: circle(0.78, 0.22, 0.19), color: COLORS.black },
  ];
}

function mix(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

// ---- rasteriser: 4x4 supersampling, layers painted in order

function render(size, layers, samples = 4) {
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let c = null;
          for (const layer of layers) {
            if (layer.shape(x, y)) c = typeof layer.color === 'function' ? layer.color(x, y) : layer.color;
          }
          if (c) {
            const alpha = c[3] / 255;
            r += c[0] * alpha;
            g += c[1] * alpha;
            b += c[2] * alpha;
            a += alpha;
          }
        }
      }
      const i = (py * size + px) * 4;
      const n = samples * samples;
      out[i] = a ? Math.round(r / a) : 0;
      out[i + 1] = a ? Math.round(g / a) : 0;
      out[i + 2] = a ? Math.round(b / a) : 0;
      out[i + 3] = Math.round((a / n) * 255);
    }
  }
  return out;
}

// ---- PNG encoder (RGBA, 8 bit, no filter)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Windows .ico holding PNG images (supported since Vista; electron-builder's NSIS takes it). */
function encodeIco(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + i * 16;
    header[e] = size >= 256 ? 0 : size;
    header[e + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

function write(rel, size, layers) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const png = encodePng(size, render(size, layers));
  fs.writeFileSync(file, png);
  console.log(`${rel} (${size}x${size})`);
  return png;
}

write('build/icon.png', 512, appIcon());
const icoImages = [];
for (const size of [16, 32, 48, 64, 128, 256, 512]) {
  const png = write(`build/icons/${size}x${size}.png`, size, size <= 32 ? trayIcon() : appIcon());
  if ([16, 32, 48, 256].includes(size)) icoImages.push({ size, png });
}
fs.writeFileSync(path.join(root, 'build/icon.ico'), encodeIco(icoImages));
console.log('build/icon.ico (16, 32, 48, 256)');
write('config/brand/icon-256.png', 256, appIcon());
write('config/brand/icon-512.png', 512, appIcon());
write('config/brand/tray-16.png', 16, trayIcon());
write('config/brand/tray-32.png', 32, trayIcon());
write('config/brand/trayTemplate.png', 16, trayTemplate());
write('config/brand/trayTemplate@2x.png', 32, trayTemplate());
write('config/brand/tray-pending-16.png', 16, trayPendingIcon());
write('config/brand/tray-pending-32.png', 32, trayPendingIcon());
write('config/brand/trayPendingTemplate.png', 16, trayPendingTemplate());
write('config/brand/trayPendingTemplate@2x.png', 32, trayPendingTemplate());
