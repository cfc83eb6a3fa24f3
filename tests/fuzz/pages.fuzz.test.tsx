import { fuzzPages } from './fuzzPages';

/*
 * Issue 14: every page fed a call's schema-breaking answers, with the response validation of dev
 * and test builds on: each JSON answer must end as the page's error state with a retry in place,
 * never as a crash or a blank page. Its twin, pages.unvalidated.fuzz.test.tsx, does the same as
 * production does, with validation off.
 *
 * Runs per call: 10 here, 30 in the twin that runs as production does: with validation on, every
 * JSON answer that breaks the schema ends in the same error state (the schema check rejects it
 * before any page code reads it), so more runs here find nothing more, and CI time is kept for the
 * twin, where each answer reaches the pages' own readers. FUZZ_RUNS overrides (FUZZ_RUNS=100 for
 * issue 14's full count; FUZZ_SEED replays a failure).
 */
fuzzPages({ validated: true, defaultRuns: 10 });
