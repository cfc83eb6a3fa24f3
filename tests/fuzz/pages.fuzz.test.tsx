import { fuzzPages } from './fuzzPages';

/*
 * Issue 14: every page fed a call's schema-breaking answers, with the response validation of dev
 * and test builds on: each JSON answer must end as the page's error state with a retry in place,
 * never as a crash or a blank page. Its twin, pages.unvalidated.fuzz.test.tsx, does the same as
 * production does, with validation off.
 *
 * Runs per call: the hundred (FUZZ_RUNS overrides, e.g. FUZZ_RUNS=10 while working on a
 * page; FUZZ_SEED replays a failure). Both fuzz files at a hundred (5,600 renders) took 55 s
 * (91 s of CPU) on the 2-core machine when quiet, 64 s before renderFuzz.tsx made the providers
 * once; four to six minutes while other jobs kept it at a load of 7 to 20.
 */
fuzzPages({ validated: true, defaultRuns: 100 });
