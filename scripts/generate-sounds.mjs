// Renders the order-alert sounds as small WAV files with plain Node (no dependencies, no
// randomness: the same bytes every run). Run: node scripts/generate-sounds.mjs
// Writes renderer/public/sounds/{chime,arpeggio}.wav (mono, 22 050 Hz, 16-bit PCM).
//
// Each file is one ring plus a quiet tail, so a looped <audio> rings about every 2 seconds
// without sounding like an alarm: bell-like partials with soft attacks and exponential decays.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'renderer', 'public', 'sounds');
const RATE = 22_050;

/** Bell-ish partials: ratio to the fundamental, relative amplitude, decay time constant (s). */
const PARTIALS = [
  [1, 1, 0.55],
  [2, 0.32, 0.32],
  [3.01, 0.12, 0.2],
  [4.2, 0.05, 0.12],
];

/** One struck note added into `buf` at `start` seconds. */
function strike(buf, start, freq, gain) {
  const attack = 0.006;
  const first = Math.floor(start * RATE);
  const length = Math.min(buf.length - first, Math.floor(1.6 * RATE));
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / attack);
    let v = 0;
    for (const [ratio, amp, tau] of PARTIALS) {
      v += amp * Math.exp(-t / tau) * Math.sin(2 * Math.PI * freq * ratio * t);
    }
    buf[first + i] += gain * env * v;
  }
}

function render(seconds, notes) {
  const buf = new Float64Array(Math.round(seconds * RATE));
  for (const [start, freq, gain] of notes) strike(buf, start, freq, gain);
  // Normalize to -3 dBFS and fade the last 50 ms so the loop point never clicks.
  const peak = buf.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const scale = 0.708 / peak;
  const fade = Math.floor(0.05 * RATE);
  for (let i = 0; i < buf.length; i++) {
    const tail = buf.length - i;
    buf[i] *= scale * (tail < fade ? tail / fade : 1);
  }
  return buf;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// Note frequencies (equal temperament, A4 = 440 Hz).
const E5 = 659.26;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;

const SOUNDS = {
  // 'ding-dong': a major third down, the classic door chime.
  'chime.wav': render(2, [
    [0, E6, 1],
    [0.32, C6, 0.9],
  ]),
  // Three quick rising notes, brighter, for noisy kitchens.
  'arpeggio.wav': render(2, [
    [0, E5, 0.8],
    [0.14, G5, 0.85],
    [0.28, C6, 0.9],
    [0.42, G6, 0.5],
  ]),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, samples] of Object.entries(SOUNDS)) {
  const file = path.join(outDir, name);
  fs.writeFileSync(file, wav(samples));
  console.log(`${path.relative(root, file)} (${fs.statSync(file).size} B)`);
}
