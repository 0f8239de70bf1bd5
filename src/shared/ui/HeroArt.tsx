/**
 * The home hero's picture: the mill at dusk, its windows lit, drawn as SVG so it paints with the HTML
 * (no request, no layout shift). Decorative; the words beside it carry the meaning.
 */
const COLUMNS = 14;
const FLOORS = 4;

// Which windows are dark: a fixed pattern so the server and every visit draw the same picture.
const DARK = new Set([3, 8, 17, 22, 30, 41, 46, 52]);

export function HeroArt() {
  const windows = [];
  for (let floor = 0; floor < FLOORS; floor++) {
    for (let column = 0; column < COLUMNS; column++) {
      const index = floor * COLUMNS + column;
      const x = 250 + column * 80;
      const y = 430 + floor * 95;
      windows.push(
        <path
          key={index}
          d={`M${x} ${y + 60}V${y + 18}a18 18 0 0 1 36 0V${y + 60}Z`}
          fill={DARK.has(index) ? '#3a2a22' : 'url(#hero-window)'}
        />,
      );
    }
  }
  return (
    <svg className="hero-art" viewBox="0 0 1600 1000" width="1600" height="1000" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e0d14" />
          <stop offset="0.55" stopColor="#2a1c1e" />
          <stop offset="0.8" stopColor="#6b3a24" />
        </linearGradient>
        <linearGradient id="hero-window" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe2b0" />
          <stop offset="1" stopColor="#e89a4e" />
        </linearGradient>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2219" />
          <stop offset="1" stopColor="#0e0d14" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="50%" cy="60%" r="50%">
          <stop offset="0" stopColor="#e8913f" stopOpacity="0.45" />
          <stop offset="1" stopColor="#e8913f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="1000" fill="url(#hero-sky)" />
      <ellipse cx="800" cy="640" rx="760" ry="380" fill="url(#hero-glow)" />
      {/* Chimney, roofline and the mill's long wall. */}
      <path d="M1330 820V150h54v670Z M1320 150h74v-22h-74Z" fill="#120d0c" />
      <path d="M210 820V400l60-40h1060l60 40v420Z" fill="#1a1210" />
      <path d="M210 400h1180" stroke="#2c1e18" strokeWidth="6" />
      <g>{windows}</g>
      <path d="M0 820h1600v180H0Z" fill="url(#hero-water)" />
      <g stroke="#f2b36e" strokeWidth="4" strokeLinecap="round" opacity="0.35">
        {Array.from({ length: 16 }, (_, i) => (
          <path key={i} d={`M${260 + i * 72} ${850 + (i % 4) * 28}h${30 + (i % 3) * 12}`} />
        ))}
      </g>
    </svg>
  );
}
