import { BEYOND_SPEC_IDS, OPERATION_IDS } from './operations';
import { inTenantScope, perTenant } from './tenant';

/**
 * Failure switches for developers and designers, per operationId (or `*` for every call).
 * Kept in sessionStorage so they survive reloads of the tab, and read on every request.
 */
export const MOCK_SCENARIOS = [
  '401',
  '500html',
  '500json',
  '422',
  'slow',
  'network',
  'lost',
  '404',
] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];
export type ScenarioMap = Record<string, MockScenario>;

export const ALL_OPERATIONS = '*';
export const SCENARIO_STORAGE_KEY = 'cabinet-demo-scenarios';
const IGNORED_STORAGE_KEY = 'cabinet-demo-ignored-switches';

/** What each scenario does, for the demo panel (plain English: a developer tool). */
export const SCENARIO_DESCRIPTIONS: Record<MockScenario, string> = {
  '401': 'Answers 401: the session has expired.',
  '500html': 'Answers 500 with an HTML error page whose script tries to touch the app.',
  '500json': 'Answers 500 with a JSON error.',
  '422': 'Answers 422 with a validation error on one field.',
  slow: 'Answers normally after 5 seconds.',
  network: 'Never answers: a network failure.',
  lost: 'Carries the call out, then drops the connection: the answer is lost (a money call repeated with its Idempotency-Key is not carried out again).',
  '404':
    'Answers 404: the backend does not offer this call (for the calls beyond the specification: the feature leaves no trace).',
};

/** `?mock=beyond:off`: every call beyond the specification answers 404, as a backend without them. */
export const BEYOND_OFF = 'beyond:off';

/** Where the switches live without sessionStorage (Node): one map per tenant (./tenant.ts). */
const memory = perTenant<ScenarioMap>('scenarios', () => ({}));

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' || inTenantScope() ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const isScenario = (value: unknown): value is MockScenario =>
  typeof value === 'string' && (MOCK_SCENARIOS as readonly string[]).includes(value);

export function activeScenarios(): ScenarioMap {
  const store = storage();
  if (!store) return { ...memory.get() };
  try {
    const parsed = JSON.parse(store.getItem(SCENARIO_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, MockScenario] =>
        isScenario(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function save(next: ScenarioMap): void {
  const store = storage();
  if (!store) {
    memory.set({ ...next });
    return;
  }
  if (Object.keys(next).length) store.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(next));
  else store.removeItem(SCENARIO_STORAGE_KEY);
}

/** Switches a scenario on for one operation (`*` for all); `null` switches it off. */
export function setScenario(operationId: string, scenario: MockScenario | null): void {
  if (operationId !== ALL_OPERATIONS && !OPERATION_IDS.includes(operationId)) {
    throw new Error(`Unknown operationId "${operationId}"`);
  }
  const next = activeScenarios();
  if (scenario) next[operationId] = scenario;
  else delete next[operationId];
  save(next);
}

export function clearScenarios(): void {
  save({});
}

/** The scenario that applies to a call: its own, else the `*` one. */
export const scenarioFor = (operationId: string): MockScenario | undefined => {
  const active = activeScenarios();
  return active[operationId] ?? active[ALL_OPERATIONS];
};

export interface MockQueryResult {
  reset: boolean;
  applied: string[];
  ignored: string[];
}

/**
 * Applies `?mock=` of a page URL: comma-separated `operationId:scenario` pairs, `reset` (the caller
 * resets the database), `off` (clears every scenario) and `beyond:off` (the calls beyond the
 * specification answer 404). Returns what it understood.
 */
export function applyMockQuery(search: string): MockQueryResult | null {
  const value = new URLSearchParams(search).get('mock');
  if (value === null) return null;
  const result: MockQueryResult = { reset: false, applied: [], ignored: [] };
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (item === 'reset') result.reset = true;
    else if (item === 'off') clearScenarios();
    else if (item === BEYOND_OFF) {
      for (const operationId of BEYOND_SPEC_IDS) setScenario(operationId, '404');
      result.applied.push(item);
    } else {
      const [operationId = '', scenario] = item.split(':');
      if (
        isScenario(scenario) &&
        (operationId === ALL_OPERATIONS || OPERATION_IDS.includes(operationId))
      ) {
        setScenario(operationId, scenario);
        result.applied.push(item);
      } else {
        result.ignored.push(item);
      }
    }
  }
  return result;
}

/** The `?mock=` entries of the last page address that were not understood (shown by the panel). */
export function ignoredSwitches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(IGNORED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Remembers the misunderstood entries until dismissed (an empty list forgets them). */
export function rememberIgnoredSwitches(items: string[]): void {
  const store = storage();
  if (!store) return;
  if (items.length) store.setItem(IGNORED_STORAGE_KEY, JSON.stringify(items));
  else store.removeItem(IGNORED_STORAGE_KEY);
}

const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
};

/** The closest known `operationId:scenario` to a mistyped switch, if one is close enough. */
export function suggestSwitch(item: string): string | null {
  const [operationId = '', scenario = ''] = item.split(':');
  const closest = (value: string, candidates: readonly string[]) => {
    const lower = value.toLowerCase();
    const started =
      lower && candidates.find((candidate) => candidate.toLowerCase().startsWith(lower));
    if (started) return started;
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const d = distance(value.toLowerCase(), candidate.toLowerCase());
      if (d < bestDistance) [best, bestDistance] = [candidate, d];
    }
    return best !== null && bestDistance <= Math.max(2, Math.floor(value.length / 3)) ? best : null;
  };
  const op = operationId === ALL_OPERATIONS ? operationId : closest(operationId, OPERATION_IDS);
  const sc = closest(scenario, MOCK_SCENARIOS);
  return op && sc ? `${op}:${sc}` : null;
}
