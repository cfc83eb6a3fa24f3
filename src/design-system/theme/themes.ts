import {
  breakpoints,
  durations,
  fonts,
  fontSizes,
  fontWeights,
  palette,
  radii,
  space,
} from './tokens';

/** Semantic colour roles; components read only these. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  primarySoft: string;
  secondary: string;
  secondaryHover: string;
  secondaryText: string;
  danger: string;
  dangerHover: string;
  dangerText: string;
  dangerSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  link: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonShine: string;
  balancePositive: string;
  balanceNegative: string;
  tierSilver: string;
  tierGold: string;
  tierPlatinum: string;
  navbar: string;
  navbarText: string;
  /** The signed-out welcome panel: the brand colour in light, a calm dark surface in dark. */
  welcomePanel: string;
  welcomePanelText: string;
  /** Dims the page behind the open mobile menu. */
  scrim: string;
  /** Categorical series of charts (allocation slices and the like), in order; 3:1 against surface. */
  chart1: string;
  chart2: string;
  chart3: string;
  chart4: string;
  chart5: string;
}

export interface Theme {
  name: 'light' | 'dark';
  colors: ThemeColors;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  space: typeof space;
  radii: typeof radii;
  breakpoints: typeof breakpoints;
  fonts: typeof fonts;
  durations: typeof durations;
  shadows: { card: string; popover: string };
}

const shared = { fontSizes, fontWeights, space, radii, breakpoints, fonts, durations };

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    background: palette.slate50,
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.slate100,
    border: palette.slate200,
    borderStrong: palette.slate400,
    text: palette.ink900,
    textMuted: palette.slate500,
    textInverse: palette.white,
    primary: palette.blue700,
    primaryHover: palette.blue600,
    primaryText: palette.white,
    primarySoft: palette.blue100,
    secondary: palette.slate100,
    secondaryHover: palette.slate200,
    secondaryText: palette.ink900,
    danger: palette.red700,
    dangerHover: palette.red600,
    dangerText: palette.white,
    dangerSoft: palette.red100,
    success: palette.green700,
    successSoft: palette.green100,
    warning: palette.amber700,
    warningSoft: palette.amber100,
    link: palette.blue700,
    focusRing: palette.blue500,
    overlay: 'rgba(11, 18, 32, 0.55)',
    skeleton: palette.slate200,
    skeletonShine: palette.slate100,
    balancePositive: palette.green700,
    balanceNegative: palette.red700,
    tierSilver: palette.silver,
    tierGold: palette.gold,
    tierPlatinum: palette.platinumViolet,
    navbar: palette.white,
    navbarText: palette.ink900,
    welcomePanel: palette.blue700,
    welcomePanelText: palette.white,
    scrim: 'rgba(11, 18, 32, 0.45)',
    chart1: palette.blue700,
    chart2: palette.amber700,
    chart3: palette.platinumViolet,
    chart4: palette.green700,
    chart5: palette.slate500,
  },
  shadows: {
    card: '0 1px 2px rgba(11, 18, 32, 0.06), 0 4px 16px rgba(11, 18, 32, 0.06)',
    popover: '0 8px 32px rgba(11, 18, 32, 0.18)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    background: palette.ink900,
    surface: palette.ink800,
    surfaceRaised: palette.ink700,
    surfaceSunken: palette.ink900,
    border: palette.ink600,
    borderStrong: palette.slate500,
    text: palette.slate100,
    textMuted: palette.slate400,
    textInverse: palette.ink900,
    primary: palette.blue400,
    primaryHover: palette.blue300,
    primaryText: palette.ink900,
    primarySoft: palette.blue900,
    secondary: palette.ink600,
    secondaryHover: palette.ink500,
    secondaryText: palette.slate100,
    danger: palette.red400,
    dangerHover: palette.red100,
    dangerText: palette.ink900,
    dangerSoft: palette.red900,
    success: palette.green400,
    successSoft: palette.green900,
    warning: palette.amber400,
    warningSoft: palette.amber900,
    link: palette.blue300,
    focusRing: palette.blue300,
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: palette.ink600,
    skeletonShine: palette.ink500,
    balancePositive: palette.green400,
    balanceNegative: palette.red400,
    tierSilver: palette.silverLight,
    tierGold: palette.goldLight,
    tierPlatinum: palette.platinumVioletLight,
    navbar: palette.ink800,
    navbarText: palette.slate100,
    welcomePanel: palette.ink800,
    welcomePanelText: palette.slate100,
    scrim: 'rgba(0, 0, 0, 0.6)',
    chart1: palette.blue400,
    chart2: palette.amber400,
    chart3: palette.platinumVioletLight,
    chart4: palette.green400,
    chart5: palette.slate400,
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 16px rgba(0, 0, 0, 0.3)',
    popover: '0 8px 32px rgba(0, 0, 0, 0.5)',
  },
};

/** The persisted theme status values of the specification (`themeStatus`). */
export type ThemeStatus = 'light-theme' | 'dark-theme';

export const themes: Record<ThemeStatus, Theme> = {
  'light-theme': lightTheme,
  'dark-theme': darkTheme,
};

/** Media query helper: `${up('lg')} { ... }`. */
export const up = (bp: keyof typeof breakpoints): string =>
  `@media (min-width: ${breakpoints[bp]}px)`;
export const down = (bp: keyof typeof breakpoints): string =>
  `@media (max-width: ${breakpoints[bp] - 0.02}px)`;
