import { OPERATION_IDS } from './operations';

/**
 * Failure switches for developers and designers, per operationId (or `*` for every call).
 * Kept in sessionStorage so they survive reloads of the tab, and read on every request.
 */
export const MOCK_SCENARIOS = ['401', '500html', '500json', '422', 'slow', 'network'] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];
export type ScenarioMap = Record<string, MockScenario>;

export const ALL_OPERATIONS = '*';
export const SCENARIO_STORAGE_KEY = 'cabinet-demo-scenarios';

let memory: ScenarioMap = {};

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const isScenario = (value: unknown): value is MockScenario =>
  typeof value === 'string' && (MOCK_SCENARIOS as readonly string[]).includes(value);

export function activeScenarios(): ScenarioMap {
  const store = storage();
  if (!store) return { ...memory };
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
    memory = { ...next };
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
 * resets the database) and `off` (clears every scenario). Returns what it understood.
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
    else {
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
