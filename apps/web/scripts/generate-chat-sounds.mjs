// Writes the chat's six notification sounds (spec 03 §2) as small 16-bit mono WAV files into
// apps/web/public/sounds: simple synthesised tones, so nothing is downloaded. Run: node apps/web/scripts/generate-chat-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../public/sounds');

/** Each sound: a list of [frequency Hz, duration s] notes, with a wave shape. */
const SOUNDS = {
  notification: {
    notes: [
      [880, 0.12],
      [1320, 0.18],
    ],
    wave: 'sine',
  },
  pencil: {
    notes: [
      [2400, 0.04],
      [0, 0.03],
      [2600, 0.04],
      [0, 0.03],
      [2500, 0.05],
    ],
    wave: 'noise',
  },
  shaker: {
    notes: [
      [0, 0.01],
      [5000, 0.08],
      [0, 0.04],
      [5000, 0.08],
    ],
    wave: 'noise',
  },
  spray: { notes: [[6000, 0.3]], wave: 'noise' },
  swish: { notes: [[300, 0.25]], wave: 'sweep' },
  water_plomp: { notes: [[600, 0.15]], wave: 'drop' },
};

// A fixed-seed generator, so running the script again writes the same bytes.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

function sample(wave, freq, t, dur) {
  if (freq === 0) return 0;
  switch (wave) {
    case 'noise':
      return random() * 2 - 1;
    case 'sweep':
      return Math.sin(2 * Math.PI * (freq + (1800 * t) / dur) * t);
    case 'drop':
      return Math.sin(2 * Math.PI * freq * (1 - 0.6 * (t / dur)) * t);
    default:
      return Math.sin(2 * Math.PI * freq * t);
  }
}

function render({ notes, wave }) {
  const samples = [];
  for (const [freq, dur] of notes) {
    const n = Math.round(dur * RATE);
    for (let i = 0; i < n; i += 1) {
      const t = i / RATE;
      // A short fade in and out so notes do not click.
      const envelope = Math.min(1, i / 200, (n - i) / 400);
      samples.push(sample(wave, freq, t, dur) * envelope * 0.8);
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

mkdirSync(OUT, { recursive: true });
for (const [name, spec] of Object.entries(SOUNDS)) writeFileSync(resolve(OUT, `${name}.wav`), render(spec));
