import { OPERATIONS } from '@/api/generated/operations';
import { Button } from '@/design-system/Button';
import { Select } from '@/design-system/Select';
import {
  ALL_OPERATIONS,
  MOCK_SCENARIOS,
  type MockScenario,
  type ScenarioMap,
  clearScenarios,
  setScenario,
} from '@/mocks/scenarios';
import { Code, Heading, Item, List, Muted, Row, Section } from './MockPanel.styles';
import { OperationList } from './OperationList';

const SCENARIO_LABELS: Record<MockScenario, string> = {
  '401': '401: session expired',
  '500html': '500: HTML error page',
  '500json': '500: JSON error',
  '422': '422: validation error',
  slow: 'Slow answer (5 s)',
  network: 'Network failure',
  lost: 'Lost answer (carried out, then dropped)',
  '404': '404: not offered',
};

const OPERATION_OPTIONS = [
  { value: ALL_OPERATIONS, label: 'All calls (*)' },
  ...OPERATIONS.map((operation) => ({
    value: operation.id,
    label: `${operation.id} · ${operation.method} ${operation.path}`,
  })),
];

const SCENARIO_OPTIONS = MOCK_SCENARIOS.map((id) => ({ value: id, label: SCENARIO_LABELS[id] }));

const operationLabel = (id: string) => (id === ALL_OPERATIONS ? 'All calls' : id);

/** The call and scenario chosen in the panel (kept while the panel is closed). */
export interface ScenarioChoice {
  operation: string;
  scenario: MockScenario;
  setOperation: (operation: string) => void;
  setScenario: (scenario: MockScenario) => void;
}

interface ScenarioSectionProps {
  choice: ScenarioChoice;
  active: ScenarioMap;
  /** Reads the active scenarios again after a change. */
  onChange: () => void;
}

/** The scenarios that are on, each with a button that switches it off. */
function ActiveList({ active, onChange }: Omit<ScenarioSectionProps, 'choice'>) {
  return (
    <List>
      {Object.entries(active).map(([id, value]) => (
        <Item key={id}>
          <span>
            <Code>{operationLabel(id)}</Code> {SCENARIO_LABELS[value]}
          </span>
          <Button
            size="sm"
            variant="link"
            aria-label={`Switch off the scenario of ${operationLabel(id)}`}
            onClick={() => {
              setScenario(id, null);
              onChange();
            }}
          >
            Switch off
          </Button>
        </Item>
      ))}
    </List>
  );
}

/** Failure scenarios: switch one on for a call (or all), see and switch off those that are on. */
export function ScenarioSection({ choice, active, onChange }: ScenarioSectionProps) {
  const count = Object.keys(active).length;
  return (
    <Section>
      <Heading>Failure scenarios</Heading>
      <Row>
        <Select
          label="Call"
          value={choice.operation}
          onValueChange={choice.setOperation}
          options={OPERATION_OPTIONS}
        />
        <Select
          label="Scenario"
          value={choice.scenario}
          onValueChange={(value) => choice.setScenario(value as MockScenario)}
          options={SCENARIO_OPTIONS}
        />
      </Row>
      <Button
        size="sm"
        onClick={() => {
          setScenario(choice.operation, choice.scenario);
          onChange();
        }}
      >
        Switch on
      </Button>
      {count === 0 ? (
        <Muted>No scenario is on: every call answers normally.</Muted>
      ) : (
        <ActiveList active={active} onChange={onChange} />
      )}
      {count > 0 && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            clearScenarios();
            onChange();
          }}
        >
          Switch all off
        </Button>
      )}
      <Muted>
        Tip: add <Code>?mock=getWallets:500html</Code> (comma-separated; <Code>*</Code> for every
        call; <Code>reset</Code>, <Code>off</Code>) to the page address.
      </Muted>
      <OperationList />
    </Section>
  );
}
