/** Quiet, warm illustration: two speech bubbles and a leaf. Decorative. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 360 300"
      width="360"
      height="300"
      aria-hidden="true"
      focusable="false"
      className="h-auto w-full max-w-[15rem] sm:max-w-xs lg:max-w-sm"
    >
      <circle cx="190" cy="150" r="130" fill="#ccfbf1" />
      <circle cx="268" cy="66" r="34" fill="#ffedd5" />
      <path
        d="M70 96h150a22 22 0 0 1 22 22v52a22 22 0 0 1-22 22h-86l-34 28v-28H70a22 22 0 0 1-22-22v-52a22 22 0 0 1 22-22z"
        fill="#0f766e"
      />
      <rect x="78" y="124" width="120" height="10" rx="5" fill="#99f6e4" />
      <rect x="78" y="146" width="84" height="10" rx="5" fill="#5eead4" />
      <path
        d="M170 186h118a20 20 0 0 1 20 20v40a20 20 0 0 1-20 20h-8v24l-30-24h-80a20 20 0 0 1-20-20v-40a20 20 0 0 1 20-20z"
        fill="#fff"
        stroke="#0f766e"
        strokeWidth="3"
      />
      <path
        d="M220 228c-7-5-13-10-13-17a7 7 0 0 1 13-4 7 7 0 0 1 13 4c0 7-6 12-13 17z"
        fill="#ea580c"
      />
      <path d="M300 120c-22 4-34 20-32 44 22-2 36-18 32-44z" fill="#14b8a6" />
      <path
        d="M270 162c8-12 16-22 28-36"
        stroke="#0f766e"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
