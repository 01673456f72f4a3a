#!/usr/bin/env node
// Makes the help videos the help explorer plays (shell/static/help/*.webm) by recording an
// animated canvas with Chromium's MediaRecorder: short, silent step-by-step animations with
// Danish and English captions. Run it once when the steps change and commit the files; the
// build only copies them. Needs the e2e package's Playwright and Chromium
// (/usr/bin/chromium, or CHROMIUM_PATH):
//   node shell/scripts/generate-help-videos.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../static/help');
const require = createRequire(resolve(here, '../../e2e/package.json'));
const { chromium } = require('@playwright/test');

/** Steps of each video: icon, Danish and English caption. Ids match migration 016_help_videos.sql. */
const VIDEOS = {
  'add-funds': [
    ['wallet', '1. Vælg tegnebogen', '1. Choose the wallet'],
    ['amount', '2. Vælg et beløb', '2. Choose an amount'],
    ['card', '3. Betal med dit kort', '3. Pay with your card'],
    ['done', 'Pengene kan bruges med det samme', 'The money can be used at once'],
  ],
  'order-food': [
    ['calendar', '1. Åbn madplanen, og vælg dage', '1. Open the food plan and pick days'],
    ['plate', '2. Vælg retter', '2. Choose dishes'],
    ['basket', '3. Læg dem i kurven', '3. Put them in the basket'],
    ['done', 'Betal før fristen', 'Pay before the deadline'],
  ],
  'school-card': [
    ['schoolcard', '1. Find nummeret på kortets bagside', '1. Find the number on the back of the card'],
    ['wallet', '2. Skriv det under tegnebogen', '2. Enter it under the wallet'],
    ['done', 'Kortet virker ved kassen', 'The card works at the till'],
  ],
};

// Runs in the page: draws the steps on a canvas and records it. Plain browser code.
const RECORDER = `async (steps) => {
  const W = 640, H = 360, STEP_MS = 1600;
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  const teal = '#0b6e4f', ink = '#1d2430', gold = '#f4b942', pale = '#eef8f3';
  const ease = (t) => 1 - Math.pow(1 - Math.min(1, Math.max(0, t)), 3);
  function roundRect(x, y, w, h, r, fill) { ctx.beginPath(); ctx.roundRect(x, y, w, h, r); ctx.fillStyle = fill; ctx.fill(); }
  const icons = {
    wallet: (t) => { roundRect(250, 80, 140, 100, 16, teal); roundRect(330, 110, 70, 40, 10, gold); ctx.fillStyle = ink; ctx.beginPath(); ctx.arc(350, 130, 6, 0, 7); ctx.fill(); },
    amount: (t) => { roundRect(230, 85, 180, 90, 14, '#fff'); ctx.fillStyle = teal; ctx.font = 'bold 44px sans-serif'; ctx.textAlign = 'center'; ctx.fillText(Math.round(ease(t) * 200) + ' kr.', 320, 146); },
    card: (t) => { const x = 180 + ease(t) * 60; roundRect(x, 85, 160, 100, 12, ink); roundRect(x + 16, 110, 36, 26, 5, gold); ctx.fillStyle = '#fff'; ctx.font = '16px monospace'; ctx.textAlign = 'left'; ctx.fillText('•••• 4242', x + 16, 165); },
    done: (t) => { ctx.strokeStyle = teal; ctx.lineWidth = 14; ctx.lineCap = 'round'; ctx.beginPath(); ctx.arc(320, 130, 55, 0, 7); ctx.stroke(); ctx.beginPath(); const p = ease(t * 1.5); ctx.moveTo(292, 132); ctx.lineTo(292 + 20 * Math.min(1, p * 2), 132 + 20 * Math.min(1, p * 2)); if (p > 0.5) ctx.lineTo(312 + 40 * (p - 0.5) * 2, 152 - 45 * (p - 0.5) * 2); ctx.stroke(); },
    calendar: (t) => { roundRect(240, 75, 160, 115, 12, '#fff'); roundRect(240, 75, 160, 28, 12, teal); for (let i = 0; i < 5; i++) { roundRect(252 + i * 29, 118, 22, 22, 4, i <= ease(t) * 5 - 1 ? gold : pale); } },
    plate: (t) => { ctx.fillStyle = '#fff'; ctx.beginPath(); ctx.arc(320, 130, 60, 0, 7); ctx.fill(); ctx.fillStyle = gold; ctx.beginPath(); ctx.arc(300, 125, 18 * ease(t), 0, 7); ctx.fill(); ctx.fillStyle = teal; ctx.beginPath(); ctx.arc(340, 140, 16 * ease(t - 0.2), 0, 7); ctx.fill(); },
    basket: (t) => { roundRect(255, 110, 130, 75, 10, teal); ctx.fillStyle = gold; ctx.beginPath(); ctx.arc(320, 60 + ease(t) * 60, 16, 0, 7); ctx.fill(); },
    schoolcard: (t) => { const turn = Math.abs(Math.cos(ease(t) * Math.PI)); roundRect(320 - 90 * turn, 80, 180 * turn, 110, 12, t < 0.5 ? teal : '#fff'); if (t >= 0.5) { ctx.fillStyle = ink; ctx.font = '18px monospace'; ctx.textAlign = 'center'; ctx.fillText('1234 5678', 320, 142); } },
  };
  function draw(elapsed) {
    const index = Math.min(steps.length - 1, Math.floor(elapsed / STEP_MS));
    const t = (elapsed - index * STEP_MS) / STEP_MS;
    const [icon, da, en] = steps[index];
    ctx.fillStyle = pale; ctx.fillRect(0, 0, W, H);
    icons[icon](t);
    ctx.globalAlpha = ease(t * 3);
    ctx.fillStyle = ink; ctx.textAlign = 'center';
    ctx.font = 'bold 28px sans-serif'; ctx.fillText(da, W / 2, 250);
    ctx.font = '20px sans-serif'; ctx.fillStyle = '#3d4654'; ctx.fillText(en, W / 2, 285);
    ctx.globalAlpha = 1;
    roundRect(40, 325, W - 80, 8, 4, '#d6e4dc');
    roundRect(40, 325, (W - 80) * Math.min(1, elapsed / (steps.length * STEP_MS)), 8, 4, teal);
  }
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 220000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((r) => (recorder.onstop = r));
  const total = steps.length * STEP_MS + 400;
  const start = performance.now();
  recorder.start(250);
  await new Promise((resolve) => {
    const frame = (now) => { const elapsed = Math.max(0, now - start); /* a frame's time may precede start */ draw(elapsed); if (elapsed < total) requestAnimationFrame(frame); else resolve(); };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}`;

// A browser of its own per recording: headless Chromium ends after a finished MediaRecorder.
for (const [id, steps] of Object.entries(VIDEOS)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    const video = Buffer.from(await page.evaluate(`(${RECORDER})(${JSON.stringify(steps)})`), 'base64');
    const file = join(outDir, `${id}.webm`);
    writeFileSync(file, video);
    console.log(`Wrote ${file} (${Math.round(video.length / 1024)} KB)`);
  } finally {
    await browser.close();
  }
}
