// Writes the site's illustrations to api/public/images as small SVG files, drawn from code in the hotel's
// palette so that the site never hot-links an image. Run it after changing a drawing:
//   node api/scripts/generate-images.mjs
// The seed data (api/src/db/seed/content) refers to these files by name; a test checks that each exists.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images');

const C = {
  maroon: '#7a1f2b',
  wine: '#4a0f19',
  gold: '#c9a227',
  paleGold: '#e6c866',
  sand: '#e8d5b7',
  ivory: '#fbf7ef',
  rose: '#d9777f',
  pink: '#e9a3a0',
  saffron: '#e38b29',
  indigo: '#2e3a59',
  teal: '#2f6f6a',
  leaf: '#4f7a3a',
  chilli: '#b3261e',
  cream: '#f3e6c8',
  brown: '#8a5a2b',
};
const SERIF = "Georgia, 'Times New Roman', serif";

const r1 = (n) => Math.round(n * 10) / 10;

function svg(width, height, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>\n`
  );
}

const linear = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops
    .map((color, i) => `<stop offset="${r1((i / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`)
    .join('') +
  `</linearGradient>`;

const radial = (id, inner, outer) =>
  `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`;

/** A lattice of small diamonds, the jaali screens of Rajasthani windows. */
const jaali = (id, color, size = 24, opacity = 0.18) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
  `<path d="M${size / 2} 0L${size} ${size / 2}L${size / 2} ${size}L0 ${size / 2}Z" fill="none" stroke="${color}" stroke-width="1.5" opacity="${opacity}"/>` +
  `<circle cx="${size / 2}" cy="${size / 2}" r="2" fill="${color}" opacity="${opacity}"/></pattern>`;

/** A pointed Mughal arch standing on (x, bottom). */
const archPath = (x, bottom, w, h) => {
  const shoulder = bottom - h + w * 0.55;
  return `M${r1(x)} ${r1(bottom)}V${r1(shoulder)}Q${r1(x)} ${r1(bottom - h + w * 0.12)} ${r1(x + w / 2)} ${r1(bottom - h)}Q${r1(x + w)} ${r1(bottom - h + w * 0.12)} ${r1(x + w)} ${r1(shoulder)}V${r1(bottom)}Z`;
};

/** A chhatri: a dome on a drum, with a finial. */
const dome = (cx, base, r, color) =>
  `<path d="M${r1(cx - r)} ${r1(base)}A${r1(r)} ${r1(r * 1.1)} 0 0 1 ${r1(cx + r)} ${r1(base)}Z" fill="${color}"/>` +
  `<rect x="${r1(cx - 1.5)}" y="${r1(base - r * 1.1 - r * 0.45)}" width="3" height="${r1(r * 0.5)}" fill="${color}"/>` +
  `<circle cx="${r1(cx)}" cy="${r1(base - r * 1.1 - r * 0.45)}" r="${r1(Math.max(2.5, r * 0.1))}" fill="${color}"/>`;

/** A palace silhouette centred on cx, standing on `ground`, with lit arched windows. */
function palace(cx, ground, width, color, windowColor, windowOpacity = 0.85) {
  const h = width * 0.32;
  const left = cx - width / 2;
  const wingW = width * 0.22;
  let out = `<rect x="${r1(left)}" y="${r1(ground - h)}" width="${r1(width)}" height="${r1(h)}" fill="${color}"/>`;
  out += `<rect x="${r1(cx - width * 0.18)}" y="${r1(ground - h * 1.45)}" width="${r1(width * 0.36)}" height="${r1(h * 1.45)}" fill="${color}"/>`;
  for (const x of [left - wingW * 0.15, left + width - wingW * 0.85]) {
    out += `<rect x="${r1(x)}" y="${r1(ground - h * 1.2)}" width="${r1(wingW)}" height="${r1(h * 1.2)}" fill="${color}"/>`;
    out += dome(x + wingW / 2, ground - h * 1.2, wingW * 0.32, color);
  }
  out += dome(cx, ground - h * 1.45, width * 0.11, color);
  for (const dx of [-0.13, 0.13]) out += dome(cx + dx * width, ground - h * 1.45, width * 0.035, color);
  const rows = [
    { y: ground - h * 0.12, count: 9, w: width * 0.045, hh: h * 0.36 },
    { y: ground - h * 0.62, count: 9, w: width * 0.035, hh: h * 0.24 },
  ];
  for (const row of rows) {
    const step = width / (row.count + 1);
    for (let i = 1; i <= row.count; i++) {
      out += `<path d="${archPath(left + i * step - row.w / 2, row.y, row.w, row.hh)}" fill="${windowColor}" opacity="${windowOpacity}"/>`;
    }
  }
  out += `<path d="${archPath(cx - width * 0.06, ground, width * 0.12, h * 0.95)}" fill="${windowColor}" opacity="${windowOpacity}"/>`;
  return out;
}

const hills = (width, y, amp, color, opacity = 1, phase = 0) => {
  let d = `M0 ${y}`;
  const segments = 6;
  for (let i = 0; i < segments; i++) {
    const x1 = ((i + 0.5) / segments) * width;
    const x2 = ((i + 1) / segments) * width;
    const peak = y - amp * (0.55 + 0.45 * Math.sin(i * 1.7 + phase));
    d += `Q${r1(x1)} ${r1(peak)} ${r1(x2)} ${r1(y - amp * 0.15 * Math.cos(i + phase))}`;
  }
  return `<path d="${d}V9999H0Z" fill="${color}" opacity="${opacity}"/>`;
};

/** A gold frieze of small arches along the bottom edge. */
const frieze = (width, height, color = C.gold) => {
  let arches = '';
  for (let x = 0; x < width; x += 40)
    arches += `<path d="${archPath(x + 8, height - 6, 24, 26)}" fill="none" stroke="${color}" stroke-width="2"/>`;
  return `<rect x="0" y="${height - 40}" width="${width}" height="40" fill="${C.wine}" opacity="0.85"/>${arches}`;
};

// ---------------------------------------------------------------------------------------------- scenes

const SKIES = {
  dawn: [C.pink, C.sand, C.ivory],
  day: ['#f4d9a8', C.sand, C.ivory],
  dusk: [C.wine, C.maroon, C.saffron, C.paleGold],
  night: ['#141b33', C.indigo, C.maroon],
  monsoon: ['#56637a', '#8c97a6', C.sand],
};

function scene({
  title,
  sky,
  width = 1200,
  height = 800,
  water = false,
  extra = '',
  sunY = 0.34,
  glow = C.paleGold,
}) {
  const stops = SKIES[sky];
  const night = sky === 'night' || sky === 'dusk';
  const ground = height * (water ? 0.66 : 0.8);
  const defs =
    linear('sky', stops) + jaali('jaali', C.gold, 28, 0.12) + radial('sun', glow, 'rgba(255,255,255,0)');
  let body = `<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  body += `<circle cx="${width * 0.72}" cy="${height * sunY}" r="${height * 0.22}" fill="url(#sun)" opacity="0.8"/>`;
  body += `<circle cx="${width * 0.72}" cy="${height * sunY}" r="${height * 0.07}" fill="${night ? C.ivory : C.saffron}" opacity="${night ? 0.9 : 0.75}"/>`;
  body += hills(width, ground - height * 0.12, height * 0.16, night ? C.wine : C.rose, 0.55, 0.4);
  body += hills(width, ground - height * 0.04, height * 0.1, night ? '#2a0a12' : C.maroon, 0.55, 2.1);
  body += palace(
    width * 0.45,
    ground,
    width * 0.55,
    night ? '#2a0a12' : C.maroon,
    night ? C.paleGold : C.ivory,
    night ? 0.9 : 0.7,
  );
  if (water) {
    body += `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${night ? C.indigo : C.teal}"/>`;
    body += `<g transform="translate(0 ${2 * ground}) scale(1 -1)" opacity="0.25">${palace(width * 0.45, ground, width * 0.55, C.ivory, C.gold)}</g>`;
    for (let i = 0; i < 7; i++)
      body += `<rect x="${r1(width * (0.15 + i * 0.1))}" y="${r1(ground + 20 + i * 18)}" width="${r1(width * 0.12)}" height="2" fill="${C.ivory}" opacity="0.35"/>`;
  } else {
    body += `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${night ? '#2a0a12' : C.sand}"/>`;
  }
  body += `<rect width="${width}" height="${height}" fill="url(#jaali)"/>`;
  body += extra;
  body += frieze(width, height);
  return svg(width, height, title, body, defs);
}

const diyas = (width, y, count = 9) => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * width;
    out += `<ellipse cx="${r1(x)}" cy="${y}" rx="26" ry="11" fill="${C.brown}"/><path d="M${r1(x - 26)} ${y}Q${r1(x)} ${y + 26} ${r1(x + 26)} ${y}Z" fill="${C.saffron}"/>`;
    out += `<path d="M${r1(x)} ${y - 38}Q${r1(x + 10)} ${y - 18} ${r1(x)} ${y - 8}Q${r1(x - 10)} ${y - 18} ${r1(x)} ${y - 38}Z" fill="${C.paleGold}"/>`;
    out += `<circle cx="${r1(x)}" cy="${y - 20}" r="26" fill="${C.paleGold}" opacity="0.18"/>`;
  }
  return out;
};

const rain = (width, height) => {
  let out = `<g stroke="${C.ivory}" stroke-width="2" opacity="0.35">`;
  for (let i = 0; i < 60; i++) {
    const x = (i * 97) % width;
    const y = (i * 53) % (height * 0.7);
    out += `<path d="M${x} ${y}l-14 40"/>`;
  }
  out += '</g>';
  for (const [x, y, s] of [
    [0.2, 0.12, 1],
    [0.55, 0.08, 1.3],
    [0.85, 0.16, 0.9],
  ]) {
    out += `<g fill="${C.ivory}" opacity="0.55"><ellipse cx="${width * x}" cy="${height * y}" rx="${110 * s}" ry="${34 * s}"/><ellipse cx="${width * x + 50 * s}" cy="${height * y - 24 * s}" rx="${70 * s}" ry="${40 * s}"/></g>`;
  }
  return out;
};

const stepwell = (width, height) => {
  const top = height * 0.6;
  let out = `<rect y="${top}" width="${width}" height="${height - top}" fill="${C.sand}"/>`;
  for (let row = 0; row < 6; row++) {
    const y = top + row * 40;
    for (let x = -40 + (row % 2) * 40; x < width; x += 80) {
      out += `<path d="M${x} ${y + 40}L${x + 40} ${y}L${x + 80} ${y + 40}Z" fill="${row % 2 ? C.rose : C.maroon}" opacity="${0.35 + row * 0.08}"/>`;
    }
  }
  out += `<rect x="${width * 0.4}" y="${height - 120}" width="${width * 0.2}" height="80" fill="${C.teal}"/>`;
  return out;
};

const blockPrint = (width, height) => {
  let out = `<rect x="${width * 0.06}" y="${height * 0.62}" width="${width * 0.88}" height="${height * 0.3}" fill="${C.ivory}"/>`;
  for (let y = height * 0.68; y < height - 60; y += 90) {
    for (let x = width * 0.1; x < width * 0.92; x += 110) {
      out += `<g transform="translate(${x} ${r1(y)})"><circle r="18" fill="none" stroke="${C.indigo}" stroke-width="4"/><circle r="6" fill="${C.chilli}"/>`;
      for (let k = 0; k < 6; k++)
        out += `<ellipse rx="6" ry="14" transform="rotate(${k * 60}) translate(0 -30)" fill="${C.indigo}" opacity="0.8"/>`;
      out += '</g>';
    }
  }
  out += `<rect x="${width * 0.7}" y="${height * 0.5}" width="170" height="80" rx="10" fill="${C.brown}"/><rect x="${width * 0.7 + 60}" y="${height * 0.5 - 50}" width="50" height="60" rx="8" fill="${C.wine}"/>`;
  return out;
};

const fresco = (width, height) => {
  let out = `<rect x="${width * 0.08}" y="${height * 0.42}" width="${width * 0.84}" height="${height * 0.46}" fill="${C.cream}" stroke="${C.gold}" stroke-width="6"/>`;
  for (let i = 0; i < 3; i++) {
    const x = width * (0.2 + i * 0.3);
    const y = height * 0.7;
    out += `<g transform="translate(${x} ${y})" fill="${[C.teal, C.maroon, C.indigo][i]}"><ellipse rx="70" ry="45"/><circle cx="62" cy="-22" r="30"/><path d="M84 -12q22 30 6 62" stroke="${[C.teal, C.maroon, C.indigo][i]}" stroke-width="12" fill="none"/>`;
    out += `<rect x="-55" y="20" width="18" height="45"/><rect x="-15" y="20" width="18" height="45"/><rect x="20" y="20" width="18" height="45"/><rect x="50" y="15" width="18" height="45"/>`;
    out += `<rect x="-40" y="-80" width="60" height="36" rx="6" fill="${C.gold}"/></g>`;
  }
  return out;
};

// ---------------------------------------------------------------------------------------------- rooms

function room({ title, wall, accent, linen, extra = '' }) {
  const W = 1200;
  const H = 800;
  const defs =
    linear('wall', wall) +
    linear('view', [C.pink, C.sand]) +
    jaali('jaali', accent, 30, 0.16) +
    linear('floor', [C.brown, '#5c3a1b']);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect width="${W}" height="${H * 0.78}" fill="url(#jaali)"/>`;
  body += `<path d="${archPath(150, 470, 260, 360)}" fill="${accent}"/><path d="${archPath(166, 470, 228, 330)}" fill="url(#view)"/>`;
  body += `<g clip-path="url(#win)">${palace(280, 470, 180, C.maroon, C.ivory, 0.6)}</g><clipPath id="win"><path d="${archPath(166, 470, 228, 330)}"/></clipPath>`;
  body += `<path d="M168 470h224" stroke="${accent}" stroke-width="10"/><rect x="150" y="470" width="260" height="26" fill="${accent}"/>`;
  body += `<rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="url(#floor)"/>`;
  body += `<path d="${archPath(560, 560, 440, 300)}" fill="${accent}"/><path d="${archPath(580, 560, 400, 270)}" fill="${wall[0]}" opacity="0.5"/>`;
  body += `<rect x="520" y="520" width="520" height="110" rx="14" fill="${linen}"/><rect x="520" y="600" width="520" height="40" rx="8" fill="${accent}" opacity="0.85"/>`;
  body += `<rect x="560" y="490" width="150" height="50" rx="22" fill="${C.ivory}"/><rect x="730" y="490" width="150" height="50" rx="22" fill="${C.ivory}"/><rect x="870" y="500" width="130" height="44" rx="20" fill="${C.gold}"/>`;
  for (const x of [470, 1090]) {
    body += `<rect x="${x - 35}" y="560" width="70" height="80" fill="${C.brown}"/><path d="M${x - 34} 520h68l-14-56h-40z" fill="${C.paleGold}"/><rect x="${x - 3}" y="520" width="6" height="40" fill="${C.gold}"/><circle cx="${x}" cy="500" r="70" fill="${C.paleGold}" opacity="0.15"/>`;
  }
  body += `<ellipse cx="780" cy="${H * 0.9}" rx="360" ry="50" fill="${C.maroon}" opacity="0.9"/><ellipse cx="780" cy="${H * 0.9}" rx="320" ry="38" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="14 8"/>`;
  body += extra;
  return svg(W, H, title, body, defs);
}

// ---------------------------------------------------------------------------------------------- venues
// Interiors and terraces of the hotel's event spaces: the same palette, arches, jaali and gold frieze as the
// scenes and rooms, one drawing per venue (not the palace silhouette recoloured).

const hallChandelier = (cx, top, size) => {
  let out = `<rect x="${cx - 1.5}" y="0" width="3" height="${top}" fill="${C.gold}"/>`;
  out += `<circle cx="${cx}" cy="${top + size * 0.5}" r="${size * 1.6}" fill="${C.paleGold}" opacity="0.16"/>`;
  out += `<path d="M${cx - size} ${top + size * 0.3}Q${cx} ${top + size * 1.3} ${cx + size} ${top + size * 0.3}" fill="none" stroke="${C.gold}" stroke-width="4"/>`;
  for (let i = -2; i <= 2; i++) {
    const x = cx + (i * size) / 2.2;
    const y = top + size * 0.3 + Math.abs(i) * -4 + 18;
    out += `<path d="M${r1(x)} ${r1(y - 22)}q5 10 0 16q-5 -6 0 -16z" fill="${C.paleGold}"/><rect x="${r1(x - 3)}" y="${r1(y - 6)}" width="6" height="12" fill="${C.ivory}"/>`;
  }
  for (let i = 0; i < 7; i++)
    out += `<circle cx="${r1(cx - size * 0.6 + (i * size * 1.2) / 6)}" cy="${r1(top + size * 0.95 + (i % 2) * 8)}" r="3.5" fill="${C.ivory}" opacity="0.9"/>`;
  return out;
};

const chair = (x, y, color, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-16 0V-58Q0 -72 16 -58V0" fill="${color}"/><rect x="-20" y="-8" width="40" height="10" rx="3" fill="${C.gold}"/><rect x="-18" y="2" width="4" height="26" fill="${C.brown}"/><rect x="14" y="2" width="4" height="26" fill="${C.brown}"/></g>`;

function durbarHall() {
  const W = 1200;
  const H = 800;
  const defs =
    linear('wall', [C.wine, C.maroon]) +
    jaali('jaali', C.gold, 26, 0.14) +
    linear('floor', ['#e9dcc3', '#c9b48e']);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect width="${W}" height="${H * 0.7}" fill="url(#jaali)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 40 + i * 190;
    body += `<path d="${archPath(x, 560, 150, 330)}" fill="${C.gold}" opacity="0.9"/><path d="${archPath(x + 10, 560, 130, 305)}" fill="${C.wine}"/>`;
    for (let k = 0; k < 14; k++)
      body += `<circle cx="${r1(x + 25 + ((k * 37) % 100))}" cy="${r1(300 + ((k * 53) % 230))}" r="${2 + (k % 3)}" fill="${C.ivory}" opacity="${0.35 + (k % 4) * 0.15}"/>`;
  }
  body += `<rect y="560" width="${W}" height="${H - 560}" fill="url(#floor)"/>`;
  for (const [cx, top, size] of [
    [300, 70, 70],
    [600, 40, 90],
    [900, 70, 70],
  ])
    body += hallChandelier(cx, top, size);
  for (let i = 0; i < 9; i++)
    body += `<path d="M${i * 140} 0q70 60 140 0" fill="none" stroke="${C.saffron}" stroke-width="9" stroke-dasharray="2 7" stroke-linecap="round"/>`;
  for (let i = 0; i < 8; i++) body += chair(250 + i * 100, 630, C.maroon);
  body += `<rect x="200" y="640" width="800" height="22" rx="6" fill="${C.ivory}"/><rect x="200" y="662" width="800" height="50" fill="${C.cream}"/><path d="M200 712h800" stroke="${C.gold}" stroke-width="6"/>`;
  for (let i = 0; i < 8; i++)
    body += `<circle cx="${260 + i * 98}" cy="636" r="14" fill="${C.ivory}" stroke="${C.gold}" stroke-width="3"/>`;
  for (const x of [330, 600, 870])
    body += `<rect x="${x - 5}" y="600" width="10" height="36" fill="${C.gold}"/><path d="M${x} 584q8 10 0 16q-8 -6 0 -16z" fill="${C.paleGold}"/>`;
  body += frieze(W, H);
  return svg(W, H, 'The Durbar Hall laid for a banquet under chandeliers', body, defs);
}

function boardroom() {
  const W = 1200;
  const H = 800;
  const defs =
    linear('wall', [C.ivory, C.sand]) +
    linear('view', [C.pink, C.sand]) +
    jaali('jaali', C.maroon, 30, 0.1) +
    linear('floor', [C.brown, '#5c3a1b']);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect width="${W}" height="${H * 0.62}" fill="url(#jaali)"/>`;
  body += `<path d="${archPath(90, 440, 260, 340)}" fill="${C.maroon}"/><path d="${archPath(106, 440, 228, 310)}" fill="url(#view)"/>`;
  body += `<g clip-path="url(#win)">${hills(W, 400, 40, C.rose, 0.5, 1)}${dome(220, 420, 40, C.maroon)}</g><clipPath id="win"><path d="${archPath(106, 440, 228, 310)}"/></clipPath>`;
  body += `<rect x="90" y="440" width="260" height="24" fill="${C.maroon}"/>`;
  body += `<rect x="520" y="150" width="460" height="260" rx="10" fill="${C.indigo}"/><rect x="536" y="166" width="428" height="228" rx="4" fill="#3c4a70"/>`;
  body += `<path d="M580 340l90-90 70 60 60-40 110 70" fill="none" stroke="${C.paleGold}" stroke-width="6"/><rect x="740" y="410" width="20" height="40" fill="${C.indigo}"/>`;
  body += `<rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="url(#floor)"/>`;
  for (let i = 0; i < 6; i++) {
    body += chair(330 + i * 108, 560, C.maroon, 0.9);
  }
  body += `<path d="M260 580h680l120 130H140z" fill="${C.brown}"/><path d="M260 580h680l120 130H140z" fill="none" stroke="${C.gold}" stroke-width="4"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 210 + i * 130;
    body += chair(x, 790, C.wine, 1.15);
    body += `<rect x="${x - 26}" y="650" width="52" height="34" rx="3" fill="${C.ivory}" opacity="0.9"/>`;
  }
  for (const x of [400, 650, 900])
    body += `<path d="M${x - 12} 606h24l-3 22h-18z" fill="${C.ivory}"/><path d="M${x + 12} 612q10 2 0 10" fill="none" stroke="${C.ivory}" stroke-width="3"/>`;
  body += frieze(W, H);
  return svg(W, H, 'The Sheesh Mahal Boardroom with its screen and jharokha window', body, defs);
}

function courtyardTerrace() {
  const W = 1200;
  const H = 800;
  const defs =
    linear('sky', SKIES.dusk) +
    linear('floor', [C.sand, '#cdb48a']) +
    radial('glow', C.paleGold, 'rgba(255,255,255,0)');
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += hills(W, 430, 60, C.wine, 0.5, 0.7);
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${(i * 97) % W}" cy="${20 + ((i * 53) % 220)}" r="${1 + (i % 2)}" fill="${C.ivory}" opacity="0.7"/>`;
  body += `<rect x="0" y="430" width="${W}" height="60" fill="${C.maroon}"/>`;
  for (let x = 10; x < W; x += 60) body += `<path d="${archPath(x, 490, 40, 50)}" fill="${C.wine}"/>`;
  body += `<rect y="490" width="${W}" height="${H - 490}" fill="url(#floor)"/>`;
  body += `<rect x="780" y="300" width="14" height="190" fill="${C.ivory}"/><rect x="1040" y="300" width="14" height="190" fill="${C.ivory}"/><rect x="760" y="286" width="314" height="20" fill="${C.ivory}"/>${dome(917, 286, 130, C.ivory)}`;
  for (let row = 0; row < 3; row++) {
    let d = `M0 ${60 + row * 50}`;
    for (let x = 0; x < W; x += 200) d += `q100 ${50 + row * 10} 200 0`;
    body += `<path d="${d}" fill="none" stroke="${C.gold}" stroke-width="2"/>`;
    for (let x = 25; x < W; x += 50) {
      const t = (x % 200) / 200;
      const y = 60 + row * 50 + (50 + row * 10) * 2 * t * (1 - t) * 1.0;
      body += `<circle cx="${x}" cy="${r1(y + 6)}" r="5" fill="${C.paleGold}"/><circle cx="${x}" cy="${r1(y + 6)}" r="14" fill="url(#glow)"/>`;
    }
  }
  for (const [cx, cy] of [
    [250, 640],
    [560, 660],
  ]) {
    body += `<ellipse cx="${cx}" cy="${cy}" rx="130" ry="34" fill="${C.maroon}"/><ellipse cx="${cx}" cy="${cy - 12}" rx="70" ry="16" fill="${C.ivory}"/>`;
    for (const dx of [-110, 110])
      body += `<rect x="${cx + dx - 30}" y="${cy - 44}" width="60" height="40" rx="16" fill="${C.saffron}"/>`;
    body += `<path d="M${cx - 6} ${cy - 40}q6 -16 12 0z" fill="${C.paleGold}"/><circle cx="${cx}" cy="${cy - 30}" r="30" fill="url(#glow)"/>`;
  }
  for (let i = 0; i < 12; i++) body += `<circle cx="${60 + i * 95}" cy="760" r="9" fill="${C.saffron}"/>`;
  body += frieze(W, H);
  return svg(W, H, 'The Courtyard Terrace at dusk, lit with lanterns for an evening event', body, defs);
}

function weddingMandap() {
  const W = 1200;
  const H = 800;
  const defs =
    linear('sky', SKIES.dusk) +
    linear('lawn', [C.leaf, '#2f4a22']) +
    radial('glow', C.paleGold, 'rgba(255,255,255,0)');
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  for (let i = 0; i < 7; i++)
    body += `<path d="${archPath(20 + i * 170, 520, 130, 240)}" fill="${C.wine}" opacity="0.55"/>`;
  for (let i = 0; i < 9; i++)
    body += `<ellipse cx="${60 + i * 140}" cy="520" rx="60" ry="90" fill="#2f4a22" opacity="0.9"/>`;
  body += `<rect y="520" width="${W}" height="${H - 520}" fill="url(#lawn)"/>`;
  body += `<path d="M600 520L560 800h80z" fill="${C.maroon}" opacity="0.85"/>`;
  for (let i = 0; i < 10; i++)
    body += `<circle cx="${r1(585 + (i % 2) * 30)}" cy="${560 + i * 24}" r="6" fill="${C.saffron}"/>`;
  body += `<rect x="380" y="560" width="440" height="26" fill="${C.ivory}"/><rect x="360" y="586" width="480" height="20" fill="${C.gold}"/>`;
  for (const x of [400, 780]) {
    body += `<rect x="${x - 10}" y="270" width="20" height="292" fill="${C.ivory}"/>`;
    for (let y = 290; y < 550; y += 34) body += `<circle cx="${x}" cy="${y}" r="9" fill="${C.saffron}"/>`;
  }
  body += `<path d="M370 270h460l-40-40H410z" fill="${C.maroon}"/>${dome(600, 232, 120, C.ivory)}<path d="M370 270h460" stroke="${C.gold}" stroke-width="8"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 400 + i * 76;
    body += `<path d="M${x} 278q38 50 76 0" fill="none" stroke="${C.saffron}" stroke-width="10" stroke-dasharray="1 9" stroke-linecap="round"/>`;
  }
  body += `<circle cx="600" cy="530" r="80" fill="url(#glow)"/><path d="M570 556h60l-10 14h-40z" fill="${C.brown}"/>`;
  body += `<path d="M600 500q22 26 8 50q-8 8 -16 0q-14 -24 8 -50z" fill="${C.saffron}"/><path d="M600 520q10 16 2 30h-4q-8 -14 2 -30z" fill="${C.paleGold}"/>`;
  for (const x of [520, 680])
    body += `<rect x="${x - 26}" y="520" width="52" height="40" rx="10" fill="${C.rose}"/>`;
  for (let i = 0; i < 30; i++)
    body += `<circle cx="${(i * 131) % W}" cy="${650 + ((i * 37) % 100)}" r="${4 + (i % 3)}" fill="${i % 2 ? C.saffron : C.paleGold}" opacity="0.85"/>`;
  body += frieze(W, H);
  return svg(W, H, 'A wedding mandap in the Mughal garden, hung with marigolds', body, defs);
}

const mirrorCeiling = () => {
  let out = '';
  for (let i = 0; i < 90; i++)
    out += `<circle cx="${(i * 137) % 1200}" cy="${20 + ((i * 71) % 200)}" r="${3 + (i % 4)}" fill="${C.ivory}" opacity="${0.35 + (i % 5) * 0.12}"/>`;
  return out;
};

const chandelier = () =>
  `<g fill="${C.gold}"><rect x="778" y="0" width="4" height="90"/><path d="M700 100h160l-30 40h-100z"/>` +
  [710, 745, 780, 815, 850]
    .map(
      (x) =>
        `<circle cx="${x}" cy="150" r="9" fill="${C.paleGold}"/><circle cx="${x}" cy="150" r="26" fill="${C.paleGold}" opacity="0.2"/>`,
    )
    .join('') +
  `</g>`;

// ---------------------------------------------------------------------------------------------- food

function plateScene(title, content, cloth = C.maroon) {
  const S = 800;
  const defs =
    jaali('cloth', C.gold, 40, 0.25) +
    radial('brass', C.paleGold, C.gold) +
    radial('shine', '#fff7d6', C.paleGold);
  const body =
    `<rect width="${S}" height="${S}" fill="${cloth}"/><rect width="${S}" height="${S}" fill="url(#cloth)"/>` +
    `<circle cx="400" cy="410" r="330" fill="#000" opacity="0.18"/><circle cx="400" cy="400" r="330" fill="url(#brass)"/>` +
    `<circle cx="400" cy="400" r="292" fill="url(#shine)"/><circle cx="400" cy="400" r="292" fill="none" stroke="${C.gold}" stroke-width="5"/>` +
    content;
  return svg(S, S, title, body, defs);
}

const katori = (cx, cy, r, fill, garnish = C.leaf) =>
  `<circle cx="${cx}" cy="${cy + 6}" r="${r}" fill="#000" opacity="0.15"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.gold}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="${fill}"/>` +
  `<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.2}" r="${r * 0.09}" fill="${garnish}"/><circle cx="${cx + r * 0.25}" cy="${cy + r * 0.1}" r="${r * 0.07}" fill="${garnish}"/><circle cx="${cx}" cy="${cy + r * 0.35}" r="${r * 0.06}" fill="${C.ivory}" opacity="0.7"/>`;

const FOOD_DRAWINGS = {
  curry: ({ colour, garnish }) =>
    katori(400, 400, 190, colour, garnish) + katori(600, 620, 70, C.ivory, C.leaf),
  tikka: ({ colour }) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${200 + i * 85}" y="${340 + (i % 2) * 30}" width="70" height="70" rx="20" fill="${colour}" transform="rotate(${i * 9 - 18} ${235 + i * 85} ${375 + (i % 2) * 30})"/><circle cx="${220 + i * 85}" cy="${360 + (i % 2) * 30}" r="8" fill="#3b2214" opacity="0.5"/>`,
      )
      .join('') +
    `<path d="M180 560q120 -30 240 0t240 0" stroke="${C.ivory}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<circle cx="560" cy="280" r="40" fill="${C.leaf}"/><path d="M300 520l60 -20" stroke="${C.chilli}" stroke-width="10" stroke-linecap="round"/>`,
  round: ({ colour }) =>
    [
      [330, 330],
      [470, 330],
      [400, 460],
      [270, 470],
      [530, 470],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y + 6}" r="72" fill="#000" opacity="0.15"/><circle cx="${x}" cy="${y}" r="72" fill="${colour}"/><path d="M${x - 40} ${y - 20}q40 -30 80 0" stroke="${C.brown}" stroke-width="6" fill="none" opacity="0.5"/>`,
      )
      .join('') +
    katori(600, 230, 55, C.brown) +
    katori(220, 240, 55, C.leaf),
  bread: ({ colour }) =>
    `<ellipse cx="400" cy="400" rx="250" ry="170" fill="${colour}" transform="rotate(-20 400 400)"/>` +
    [
      [320, 350],
      [420, 320],
      [480, 420],
      [360, 450],
      [280, 420],
      [520, 340],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="11" fill="#6b3e1a" opacity="0.55"/>`)
      .join('') +
    `<ellipse cx="400" cy="400" rx="200" ry="125" fill="none" stroke="${C.ivory}" stroke-width="6" opacity="0.35" transform="rotate(-20 400 400)"/>`,
  disc: ({ colour }) => {
    let cells = '';
    for (let i = 0; i < 70; i++) {
      const a = i * 2.4;
      const d = 12 * Math.sqrt(i) * 1.9;
      cells += `<circle cx="${r1(400 + d * Math.cos(a))}" cy="${r1(400 + d * Math.sin(a))}" r="9" fill="${C.brown}" opacity="0.45"/>`;
    }
    return (
      `<circle cx="400" cy="400" r="220" fill="${colour}"/>${cells}<circle cx="400" cy="400" r="110" fill="${C.cream}" opacity="0.9"/>` +
      `<circle cx="370" cy="380" r="10" fill="${C.leaf}"/><circle cx="420" cy="410" r="10" fill="${C.leaf}"/><circle cx="400" cy="370" r="8" fill="${C.chilli}" opacity="0.7"/>`
    );
  },
  mound: ({ colour }) =>
    `<ellipse cx="400" cy="420" rx="220" ry="160" fill="${colour}"/><ellipse cx="380" cy="380" rx="150" ry="90" fill="#fff" opacity="0.15"/>` +
    [
      [340, 360],
      [430, 340],
      [470, 430],
      [360, 460],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" fill="${C.leaf}"/>`)
      .join('') +
    `<path d="M330 420l25 -12M440 470l22 -14" stroke="${C.saffron}" stroke-width="6" stroke-linecap="round"/>`,
  kulfi: ({ colour }) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${i * 25 - 25} 400 600)"><rect x="392" y="520" width="16" height="130" fill="${C.brown}"/><path d="M340 260q60 -60 120 0v250q-60 30 -120 0z" fill="${colour}"/><path d="M350 330h100" stroke="${C.leaf}" stroke-width="10"/></g>`,
      )
      .join(''),
  cup: ({ colour }) =>
    `<circle cx="400" cy="400" r="200" fill="${C.ivory}"/><circle cx="400" cy="400" r="150" fill="${C.gold}"/><circle cx="400" cy="400" r="128" fill="${colour}"/>` +
    `<path d="M540 360q80 0 80 40t-80 40" stroke="${C.gold}" stroke-width="24" fill="none"/><path d="M360 370q40 -30 80 0" stroke="${C.ivory}" stroke-width="8" fill="none" opacity="0.6"/>` +
    `<path d="M330 200q20 -50 0 -100M400 200q20 -50 0 -100M470 200q20 -50 0 -100" stroke="${C.ivory}" stroke-width="8" fill="none" opacity="0.55" stroke-linecap="round"/>`,
  glass: ({ colour, garnish }) =>
    `<circle cx="400" cy="400" r="170" fill="${C.ivory}" opacity="0.85"/><circle cx="400" cy="400" r="140" fill="${colour}"/>` +
    `<circle cx="440" cy="360" r="55" fill="${garnish}" opacity="0.9"/><circle cx="440" cy="360" r="42" fill="none" stroke="${C.ivory}" stroke-width="4"/>` +
    `<path d="M440 318v84M398 360h84" stroke="${C.ivory}" stroke-width="3"/><rect x="330" y="250" width="14" height="220" rx="7" fill="${C.chilli}" transform="rotate(-30 337 360)"/>`,
  thali: () =>
    katori(400, 250, 95, C.saffron) +
    katori(560, 420, 95, C.paleGold, C.chilli) +
    katori(240, 420, 80, C.leaf) +
    [
      [360, 500],
      [440, 520],
      [400, 580],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="46" fill="${C.brown}"/><circle cx="${x - 10}" cy="${y - 12}" r="14" fill="${C.paleGold}" opacity="0.6"/>`,
      )
      .join(''),
};

// ---------------------------------------------------------------------------------------------- small pieces

function avatar(title, initials, colours) {
  const defs = linear('bg', colours) + jaali('jaali', C.ivory, 20, 0.15);
  const body =
    `<circle cx="200" cy="200" r="200" fill="url(#bg)"/><circle cx="200" cy="200" r="200" fill="url(#jaali)"/>` +
    `<circle cx="200" cy="200" r="176" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
    `<text x="200" y="238" text-anchor="middle" font-family="${SERIF}" font-size="120" fill="${C.ivory}">${initials}</text>`;
  return svg(400, 400, title, body, defs);
}

const EMBLEMS = {
  lotus: (c) =>
    [-50, -25, 0, 25, 50]
      .map((a) => `<ellipse rx="10" ry="28" transform="rotate(${a}) translate(0 -22)" fill="${c}"/>`)
      .join(''),
  diamond: (c) =>
    `<path d="M0 -40L30 0L0 40L-30 0Z" fill="${c}"/><path d="M0 -24L16 0L0 24L-16 0Z" fill="${C.ivory}"/>`,
  arch: (c) =>
    `<path d="${archPath(-28, 36, 56, 80)}" fill="${c}"/><path d="${archPath(-16, 36, 32, 56)}" fill="${C.ivory}"/>`,
  leaf: (c) =>
    `<path d="M0 40Q-40 0 0 -44Q40 0 0 40Z" fill="${c}"/><path d="M0 36V-36" stroke="${C.ivory}" stroke-width="3"/>`,
  wheel: (c) =>
    `<circle r="34" fill="none" stroke="${c}" stroke-width="8"/>` +
    [0, 45, 90, 135]
      .map((a) => `<rect x="-3" y="-34" width="6" height="68" fill="${c}" transform="rotate(${a})"/>`)
      .join(''),
  sun: (c) =>
    `<circle r="18" fill="${c}"/>` +
    Array.from(
      { length: 12 },
      (_, k) => `<rect x="-3" y="-40" width="6" height="14" fill="${c}" transform="rotate(${k * 30})"/>`,
    ).join(''),
};

function brand(title, name, emblem, colour) {
  const body =
    `<rect width="480" height="200" rx="16" fill="${C.ivory}"/><rect x="8" y="8" width="464" height="184" rx="12" fill="none" stroke="${C.sand}" stroke-width="3"/>` +
    `<g transform="translate(78 100)">${EMBLEMS[emblem](colour)}</g>` +
    `<text x="140" y="${name.length > 16 ? 96 : 110}" font-family="${SERIF}" font-size="${name.length > 16 ? 30 : 36}" fill="${colour}" letter-spacing="1">${name}</text>` +
    `<rect x="140" y="${name.length > 16 ? 112 : 126}" width="120" height="3" fill="${C.gold}"/>`;
  return svg(480, 200, title, body);
}

function medallionIcon(title, glyph) {
  const defs = radial('med', C.maroon, C.wine);
  const body =
    `<circle cx="128" cy="128" r="124" fill="url(#med)"/><circle cx="128" cy="128" r="112" fill="none" stroke="${C.gold}" stroke-width="5"/>` +
    `<circle cx="128" cy="128" r="100" fill="none" stroke="${C.gold}" stroke-width="1.5" stroke-dasharray="4 6"/><g transform="translate(128 128)">${glyph}</g>`;
  return svg(256, 256, title, body, defs);
}

const GLYPHS = {
  thali:
    `<circle r="58" fill="${C.gold}"/><circle r="50" fill="${C.paleGold}"/>` +
    [
      [-22, -18, C.saffron],
      [20, -20, C.chilli],
      [0, 22, C.leaf],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="16" fill="${c}"/>`)
      .join(''),
  skewer:
    `<rect x="-70" y="-3" width="140" height="6" fill="${C.sand}" transform="rotate(-30)"/>` +
    [-40, -10, 20, 50]
      .map(
        (x) =>
          `<rect x="${x - 12}" y="-14" width="26" height="28" rx="8" fill="${C.saffron}" transform="rotate(-30)"/>`,
      )
      .join(''),
  cloche: `<path d="M-60 24a60 60 0 0 1 120 0z" fill="${C.paleGold}"/><rect x="-70" y="24" width="140" height="10" rx="5" fill="${C.gold}"/><circle cy="-42" r="9" fill="${C.gold}"/>`,
  bowl: `<path d="M-56 -4h112a56 56 0 0 1 -112 0z" fill="${C.paleGold}"/><path d="M-10 -60l40 52M10 -64l32 56" stroke="${C.sand}" stroke-width="6" stroke-linecap="round"/><path d="M-40 -4q40 -20 80 0" fill="${C.ivory}"/>`,
  dosa: `<path d="M-62 40L56 -50Q76 -20 20 40Z" fill="${C.saffron}"/><ellipse cx="-30" cy="48" rx="26" ry="10" fill="${C.leaf}"/><circle cx="40" cy="46" r="14" fill="${C.ivory}"/>`,
  cake: `<path d="M-56 40V-6L50 -40V40Z" fill="${C.cream}"/><path d="M-56 -6L50 -40V-24L-56 10Z" fill="${C.rose}"/><path d="M-56 22L50 -8V6L-56 36Z" fill="${C.rose}"/><circle cx="30" cy="-48" r="10" fill="${C.chilli}"/>`,
};

function rewardCard(title, name, from, to) {
  const defs = linear('card', [from, to], false) + jaali('jaali', C.ivory, 24, 0.2);
  const body =
    `<rect width="600" height="400" rx="28" fill="url(#card)"/><rect width="600" height="400" rx="28" fill="url(#jaali)"/>` +
    `<rect x="16" y="16" width="568" height="368" rx="20" fill="none" stroke="${C.ivory}" stroke-width="2" opacity="0.7"/>` +
    `<g transform="translate(120 200)">${EMBLEMS.lotus(C.ivory)}</g>` +
    // The discount is the card's badge: said once, not in the picture too.
    `<text x="220" y="215" font-family="${SERIF}" font-size="44" fill="${C.ivory}">${name}</text>`;
  return svg(600, 400, title, body, defs);
}

function iconScene(title, glyph, bg = [C.maroon, C.wine]) {
  const W = 1200;
  const H = 800;
  const defs = linear('bg', bg) + jaali('jaali', C.gold, 36, 0.22);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#jaali)"/>` +
    `<path d="${archPath(400, 700, 400, 560)}" fill="${C.ivory}" opacity="0.1"/><path d="${archPath(430, 700, 340, 500)}" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
    `<g transform="translate(600 440)">${glyph}</g>` +
    frieze(W, H);
  return svg(W, H, title, body, defs);
}

const BIG_GLYPHS = {
  bell:
    `<path d="M-120 60a120 120 0 0 1 240 0z" fill="${C.gold}"/><rect x="-150" y="60" width="300" height="22" rx="11" fill="${C.paleGold}"/><circle cy="-76" r="16" fill="${C.paleGold}"/>` +
    `<g transform="translate(150 -120) rotate(30)"><rect x="-8" y="0" width="16" height="110" fill="${C.paleGold}"/><circle r="30" fill="none" stroke="${C.paleGold}" stroke-width="12"/><rect x="-8" y="80" width="36" height="12" fill="${C.paleGold}"/></g>`,
  chefHat: `<path d="M-110 40v-60a60 60 0 0 1 40 -100a80 80 0 0 1 140 0a60 60 0 0 1 40 100v60z" fill="${C.ivory}"/><rect x="-110" y="40" width="220" height="60" fill="${C.ivory}"/><path d="M-110 60h220" stroke="${C.gold}" stroke-width="6"/>`,
  lotus:
    `<g fill="${C.rose}">` +
    [-70, -35, 0, 35, 70]
      .map((a) => `<ellipse rx="34" ry="110" transform="rotate(${a}) translate(0 -70)"/>`)
      .join('') +
    `</g>` +
    [
      [-90, 120],
      [0, 130],
      [90, 120],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="60" ry="24" fill="${C.sand}"/>`)
      .join(''),
  star: `<path d="M0 -150L35 -48L142 -46L56 18L88 122L0 60L-88 122L-56 18L-142 -46L-35 -48Z" fill="${C.gold}"/><circle r="40" fill="${C.maroon}"/>`,
  shield:
    `<path d="M0 -160L140 -110V0Q140 110 0 170Q-140 110 -140 0V-110Z" fill="${C.gold}"/><path d="M0 -130L110 -92V0Q110 90 0 140Q-110 90 -110 0V-92Z" fill="${C.maroon}"/>` +
    `<rect x="-45" y="-10" width="90" height="80" rx="10" fill="${C.paleGold}"/><path d="M-28 -10v-30a28 28 0 0 1 56 0v30" stroke="${C.paleGold}" stroke-width="14" fill="none"/>`,
  scroll:
    `<rect x="-150" y="-120" width="300" height="240" fill="${C.cream}"/><rect x="-175" y="-140" width="350" height="36" rx="18" fill="${C.gold}"/><rect x="-175" y="104" width="350" height="36" rx="18" fill="${C.gold}"/>` +
    [-70, -35, 0, 35, 70]
      .map(
        (y) =>
          `<rect x="-110" y="${y - 4}" width="${y === 70 ? 140 : 220}" height="8" rx="4" fill="${C.maroon}" opacity="0.6"/>`,
      )
      .join(''),
};

// ---------------------------------------------------------------------------------------------- the catalogue

const images = {
  'hero.svg': scene({
    title: 'Haveli palace at dusk above the lake',
    sky: 'dusk',
    width: 1920,
    height: 1080,
    water: true,
    sunY: 0.3,
  }),

  'room-standard.svg': room({
    title: 'Standard Courtyard Room',
    wall: [C.ivory, C.sand],
    accent: C.teal,
    linen: C.ivory,
  }),
  'room-deluxe.svg': room({
    title: 'Deluxe Jharokha Room',
    wall: [C.cream, C.sand],
    accent: C.maroon,
    linen: C.ivory,
  }),
  'room-suite.svg': room({ title: 'Haveli Suite', wall: [C.rose, C.maroon], accent: C.gold, linen: C.cream }),
  'room-heritage.svg': room({
    title: 'Heritage Mirror Room',
    wall: [C.indigo, C.wine],
    accent: C.gold,
    linen: C.sand,
    extra: mirrorCeiling(),
  }),
  'room-royal-suite.svg': room({
    title: 'Maharaja Royal Suite',
    wall: [C.maroon, C.wine],
    accent: C.gold,
    linen: C.ivory,
    extra: chandelier(),
  }),

  'venue-durbar-hall.svg': durbarHall(),
  'event-wedding-mandap.svg': weddingMandap(),
  'venue-boardroom.svg': boardroom(),
  'venue-courtyard-terrace.svg': courtyardTerrace(),
  'blog-amber-fort.svg': scene({ title: 'Amber Fort at dawn', sky: 'dawn', water: true }),
  'blog-laal-maas.svg': plateScene(
    'A bowl of laal maas',
    FOOD_DRAWINGS.curry({ colour: C.chilli, garnish: C.leaf }),
    C.wine,
  ),
  'blog-block-printing.svg': scene({
    title: 'Block printing in Sanganer',
    sky: 'day',
    extra: blockPrint(1200, 800),
  }),
  'blog-monsoon.svg': scene({
    title: 'Monsoon over the Aravalli hills',
    sky: 'monsoon',
    water: true,
    extra: rain(1200, 800),
  }),
  'blog-diwali.svg': scene({
    title: 'Diwali lamps on the haveli terrace',
    sky: 'night',
    extra: diyas(1200, 700),
  }),
  'blog-stepwell.svg': scene({
    title: 'The stepwell of Panna Meena ka Kund',
    sky: 'day',
    extra: stepwell(1200, 800),
  }),
  'blog-fresco.svg': scene({ title: 'Frescoes of royal elephants', sky: 'dawn', extra: fresco(1200, 800) }),

  'offer-monsoon-escape.svg': scene({
    title: 'Monsoon Escape offer',
    sky: 'monsoon',
    water: true,
    extra: rain(1200, 800),
  }),
  'offer-royal-weekend.svg': scene({
    title: 'Royal Weekend offer',
    sky: 'dusk',
  }),
  'offer-stay-longer.svg': scene({
    title: 'Stay Longer, Save More offer',
    sky: 'day',
  }),
  'offer-honeymoon.svg': scene({
    title: 'Honeymoon at the Haveli offer',
    sky: 'night',
    water: true,
  }),
  'offer-early-bird.svg': scene({
    title: 'Early Bird offer',
    sky: 'dawn',
  }),
  'offer-diwali.svg': scene({
    title: 'Festive Diwali Package',
    sky: 'night',
    extra: diyas(1200, 700, 7),
  }),

  'cuisine-rajasthani.svg': medallionIcon('Rajasthani cuisine', GLYPHS.thali),
  'cuisine-mughlai.svg': medallionIcon('Mughlai cuisine', GLYPHS.skewer),
  'cuisine-continental.svg': medallionIcon('Continental cuisine', GLYPHS.cloche),
  'cuisine-pan-asian.svg': medallionIcon('Pan-Asian cuisine', GLYPHS.bowl),
  'cuisine-south-indian.svg': medallionIcon('South Indian cuisine', GLYPHS.dosa),
  'cuisine-patisserie.svg': medallionIcon('Patisserie', GLYPHS.cake),

  'reward-silver.svg': rewardCard('Haveli Silver reward', 'Haveli Silver', '#8d939c', '#c9ced6'),
  'reward-gold.svg': rewardCard('Haveli Gold reward', 'Haveli Gold', C.brown, C.gold),
  'reward-platinum.svg': rewardCard('Haveli Platinum reward', 'Haveli Platinum', C.indigo, '#7d89a8'),
  'reward-birthday.svg': rewardCard('Birthday Treat reward', 'Birthday Treat', C.maroon, C.rose),

  'career-front-office.svg': iconScene('Front office: a reception bell and key', BIG_GLYPHS.bell),
  'career-commis-chef.svg': iconScene('Kitchen: a chef’s hat', BIG_GLYPHS.chefHat, [C.brown, C.wine]),
  'career-spa-therapist.svg': iconScene('Spa: a lotus and warm stones', BIG_GLYPHS.lotus, [C.teal, C.indigo]),
  'career-guest-experience.svg': iconScene('Guest experience: a star', BIG_GLYPHS.star),

  'page-about.svg': scene({ title: 'The haveli in the Pink City', sky: 'day', water: false }),
  'page-privacy.svg': iconScene('Privacy: a shield with a lock', BIG_GLYPHS.shield, [C.indigo, C.wine]),
  'page-terms.svg': iconScene('Terms: a scroll', BIG_GLYPHS.scroll),
};

const FOOD = [
  ['paneer-tikka', 'Paneer tikka', 'tikka', { colour: C.saffron }],
  ['dahi-kebab', 'Dahi ke kebab', 'round', { colour: C.cream }],
  ['pyaaz-kachori', 'Pyaaz kachori', 'round', { colour: C.paleGold }],
  ['murgh-malai-tikka', 'Murgh malai tikka', 'tikka', { colour: C.cream }],
  ['laal-maas', 'Laal maas', 'curry', { colour: C.chilli, garnish: C.leaf }],
  ['dal-baati-churma', 'Dal baati churma', 'thali', {}],
  ['gatte-ki-sabzi', 'Gatte ki sabzi', 'curry', { colour: C.saffron, garnish: C.paleGold }],
  ['ker-sangri', 'Ker sangri', 'curry', { colour: C.brown, garnish: C.chilli }],
  ['safed-maas', 'Safed maas', 'curry', { colour: C.cream, garnish: C.brown }],
  ['butter-naan', 'Butter naan', 'bread', { colour: C.cream }],
  ['missi-roti', 'Missi roti', 'bread', { colour: C.paleGold }],
  ['bajre-ki-roti', 'Bajre ki roti', 'bread', { colour: '#9c8266' }],
  ['ghevar', 'Ghevar', 'disc', { colour: C.paleGold }],
  ['moong-dal-halwa', 'Moong dal halwa', 'mound', { colour: C.saffron }],
  ['kesar-kulfi', 'Kesar kulfi', 'kulfi', { colour: C.paleGold }],
  ['masala-chai', 'Masala chai', 'cup', { colour: '#b98a5a' }],
  ['thandai', 'Kesar badam thandai', 'glass', { colour: C.cream, garnish: C.pink }],
  ['lime-soda', 'Fresh lime soda', 'glass', { colour: '#dfe9c8', garnish: C.leaf }],
];
const CLOTHS = [C.maroon, C.indigo, C.teal, C.wine];
FOOD.forEach(([file, title, kind, options], i) => {
  images[`food-${file}.svg`] = plateScene(title, FOOD_DRAWINGS[kind](options), CLOTHS[i % CLOTHS.length]);
});

const PEOPLE = [
  ['team-meera-singh', 'Meera Singh Rathore', 'MR', [C.maroon, C.wine]],
  ['team-vikram-rathore', 'Vikram Rathore', 'VR', [C.brown, C.wine]],
  ['team-nandini-joshi', 'Nandini Joshi', 'NJ', [C.rose, C.maroon]],
  ['team-arjun-shekhawat', 'Arjun Shekhawat', 'AS', [C.indigo, C.wine]],
  ['team-farah-khan', 'Farah Khan', 'FK', [C.teal, C.indigo]],
  ['team-rahul-menon', 'Rahul Menon', 'RM', [C.gold, C.brown]],
  ['guest-priya-mehta', 'Priya Mehta', 'PM', [C.rose, C.maroon]],
  ['guest-james-whitfield', 'James Whitfield', 'JW', [C.indigo, C.teal]],
  ['guest-ananya-iyer', 'Ananya Iyer', 'AI', [C.saffron, C.maroon]],
  ['guest-rohan-kapoor', 'Rohan Kapoor', 'RK', [C.teal, C.wine]],
  ['guest-sofia-martin', 'Sofia and Arjun Martin', 'SA', [C.gold, C.maroon]],
  ['guest-kenji-watanabe', 'Kenji Watanabe', 'KW', [C.brown, C.indigo]],
];
for (const [file, name, initials, colours] of PEOPLE) images[`${file}.svg`] = avatar(name, initials, colours);

// Each name in a colour that reads on the ivory tile (WCAG AA, 4.5:1 or more): no pink or saffron on cream.
const BRANDS = [
  ['rajputana-silks', 'Rajputana Silks', 'lotus', C.maroon],
  ['amber-spice', 'Amber Spice Co.', 'sun', '#9a4a12'],
  ['pink-city-journeys', 'Pink City Journeys', 'arch', '#a3284a'],
  ['aravalli-organics', 'Aravalli Organics', 'leaf', C.leaf],
  ['jharokha-jewels', 'Jharokha Jewels', 'diamond', C.indigo],
  ['marwar-motors', 'Marwar Heritage Motors', 'wheel', C.brown],
];
for (const [file, name, emblem, colour] of BRANDS)
  images[`brand-${file}.svg`] = brand(`${name} logo`, name, emblem, colour);

mkdirSync(OUT_DIR, { recursive: true });
for (const stale of readdirSync(OUT_DIR).filter((file) => file.endsWith('.svg') && !(file in images))) {
  rmSync(path.join(OUT_DIR, stale));
}
let bytes = 0;
for (const [file, content] of Object.entries(images)) {
  writeFileSync(path.join(OUT_DIR, file), content);
  bytes += Buffer.byteLength(content);
}
console.info(`Wrote ${Object.keys(images).length} images (${Math.round(bytes / 1024)} KiB) to ${OUT_DIR}`);
