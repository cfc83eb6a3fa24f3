import { fuzzPages } from './fuzzPages';

/*
 * Issue 14: every page fed a call's schema-breaking answers, with the response validation of dev
 * and test builds on: each JSON answer must end as the page's error state with a retry in place,
 * never as a crash or a blank page. Its twin, pages.unvalidated.fuzz.test.tsx, does the same as
 * production does, with validation off.
 *
 * Runs per call: FUZZ_RUNS (FUZZ_RUNS=100 is the hundred), else 10. With validation on
 * every JSON answer takes the same path (the query's error), and a render costs 30–100 ms on the
 * 2-core CI machine depending on its load: a hundred per call (28 calls) took 75 s idle and two
 * minutes busy, too long for every `npm run test:unit`.
 */
fuzzPages({ validated: true, defaultRuns: 10 });
