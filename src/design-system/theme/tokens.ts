/**
 * The private palette: raw values only. Components never read these; they read the semantic
 * themes in `themes.ts`, which map each role to a palette entry for light and dark.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  ink900: '#0b1220',
  ink800: '#111a2e',
  ink700: '#1a2540',
  ink600: '#26334f',
  ink500: '#3a4866',
  slate500: '#5b6781',
  slate400: '#8a94a9',
  slate300: '#c3cad8',
  slate200: '#dde2ec',
  slate100: '#eef1f6',
  slate50: '#f6f8fb',
  blue700: '#1d4ed8',
  blue600: '#2459e0',
  blue500: '#3b6ff5',
  blue400: '#6b93ff',
  blue300: '#9db8ff',
  blue100: '#e3ebff',
  blue900: '#15244d',
  green700: '#0f7a43',
  green600: '#138a4d',
  green400: '#3ccf84',
  green100: '#def7e9',
  green900: '#0e3323',
  red700: '#b42318',
  red600: '#c9302c',
  red400: '#ff7a6e',
  red100: '#fde7e5',
  red900: '#4a1512',
  amber700: '#8a5300',
  amber500: '#d98e04',
  amber400: '#f5b544',
  amber100: '#fff3d6',
  amber900: '#3d2a05',
  silver: '#8f9aae',
  silverLight: '#c7cfdc',
  gold: '#a87a00',
  goldLight: '#f0c75e',
  platinum: '#4f6b86',
  platinumLight: '#a9c6e3',
  // Platinum reads violet, not blue-grey: silver and platinum stay apart in both themes.
  platinumViolet: '#6a4bb0',
  platinumVioletLight: '#b9a2ff',
} as const;

/** Type scale in rem (root 16 px). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Spacing scale (px), indexed by step. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

/** Breakpoints (min-width, px). `xl` (1280) is where the navbar stops collapsing. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1280 } as const;

export const fonts = {
  body: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif",
  mono: "'DejaVu Sans Mono', ui-monospace, monospace",
} as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '400ms' } as const;
