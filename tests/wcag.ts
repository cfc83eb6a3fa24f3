/**
 * The conformance target every axe run checks: WCAG 2.2 at level AA, which includes the 2.0 and 2.1
 * A and AA rules (axe tags each rule with the version that introduced it, so each version's tags
 * are listed). `wcag22aa` brings target size (2.5.8), a rule axe leaves off by default; without it
 * no 2.2 criterion is checked.
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** What the stories are checked with: the WCAG 2.2 AA rules and axe's best practices. */
export const STORY_AXE_TAGS = [...WCAG_22_AA, 'best-practice'] as const;
