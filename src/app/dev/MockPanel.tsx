import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OPERATIONS } from '@/api/generated/operations';
import { Button } from '@/design-system/Button';
import { Select } from '@/design-system/Select';
import { resetDemoDb } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import {
  ALL_OPERATIONS,
  MOCK_SCENARIOS,
  type MockScenario,
  activeScenarios,
  clearScenarios,
  ignoredSwitches,
  rememberIgnoredSwitches,
  setScenario,
  suggestSwitch,
} from '@/mocks/scenarios';
import {
  Account,
  Card,
  Code,
  Corner,
  Heading,
  Item,
  List,
  Muted,
  Role,
  Row,
  Section,
  Sliver,
  Tab,
  Toolbar,
  Warning,
} from './MockPanel.styles';
import { readPlacement, savePlacement, type Placement } from './mockPanelPlacement';
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

const scenarioCount = (count: number) => (count === 1 ? '1 scenario on' : `${count} scenarios on`);
const operationLabel = (id: string) => (id === ALL_OPERATIONS ? 'All calls' : id);

/** The `?mock=` entries that were not understood, with a suggestion, until dismissed. */
function IgnoredWarning({ items, onDismiss }: { items: string[]; onDismiss: () => void }) {
  return (
    <Warning role="alert">
      <p>
        <strong>Demo backend:</strong>{' '}
        {items.length === 1
          ? 'this ?mock= switch was not understood and does nothing:'
          : 'these ?mock= switches were not understood and do nothing:'}
      </p>
      {items.map((item) => {
        const suggestion = suggestSwitch(item);
        return (
          <p key={item}>
            <Code>{item}</Code>
            {suggestion && (
              <>
                {' '}
                (did you mean <Code>{suggestion}</Code>?)
              </>
            )}
          </p>
        );
      })}
      <div>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </Warning>
  );
}

/**
 * Developer and designer switches of the demo backend: failure scenarios per call, the list of
 * calls, a data reset and the demo accounts. Mounted lazily by the app shell only when mocking is
 * on, so it is never in a production build; a developer tool, hence plain English rather than
 * translated messages. Collapsed it is a small tab that can change sides or be tucked away.
 */
function MockPanel() {
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>(readPlacement);
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [scenario, setScenarioChoice] = useState<MockScenario>('500json');
  const [active, setActive] = useState(activeScenarios);
  const [ignored, setIgnored] = useState(ignoredSwitches);
  const [resetDone, setResetDone] = useState(false);

  const refresh = () => setActive(activeScenarios());
  const count = Object.keys(active).length;
  const place = (next: Placement) => {
    savePlacement(next);
    setPlacement(next);
  };
  const dismissIgnored = () => {
    rememberIgnoredSwitches([]);
    setIgnored([]);
  };
  const reset = () => {
    resetDemoDb({ keepSessions: true });
    void queryClient.invalidateQueries();
    setResetDone(true);
  };
  const otherSide = placement.side === 'left' ? 'right' : 'left';

  return (
    <Corner $side={placement.side}>
      {ignored.length > 0 && <IgnoredWarning items={ignored} onDismiss={dismissIgnored} />}
      {open && (
        <Card id={panelId} role="region" aria-label="Demo backend">
          <Toolbar>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => place({ ...placement, side: otherSide })}
            >
              Move to the {otherSide}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setOpen(false);
                place({ ...placement, tucked: true });
              }}
            >
              Tuck away
            </Button>
          </Toolbar>
          <Section>
            <Heading>Failure scenarios</Heading>
            <Row>
              <Select
                label="Call"
                value={operation}
                onValueChange={setOperation}
                options={OPERATION_OPTIONS}
              />
              <Select
                label="Scenario"
                value={scenario}
                onValueChange={(value) => setScenarioChoice(value as MockScenario)}
                options={MOCK_SCENARIOS.map((id) => ({ value: id, label: SCENARIO_LABELS[id] }))}
              />
            </Row>
            <Button
              size="sm"
              onClick={() => {
                setScenario(operation, scenario);
                refresh();
              }}
            >
              Switch on
            </Button>
            {count === 0 ? (
              <Muted>No scenario is on: every call answers normally.</Muted>
            ) : (
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
                        refresh();
                      }}
                    >
                      Switch off
                    </Button>
                  </Item>
                ))}
              </List>
            )}
            {count > 0 && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  clearScenarios();
                  refresh();
                }}
              >
                Switch all off
              </Button>
            )}
            <Muted>
              Tip: add <Code>?mock=getWallets:500html</Code> (comma-separated; <Code>*</Code> for
              every call; <Code>reset</Code>, <Code>off</Code>) to the page address.
            </Muted>
            <OperationList />
          </Section>

          <Section>
            <Heading>Demo data</Heading>
            <Muted>Your changes are kept in this browser until you reset them.</Muted>
            <Button size="sm" variant="danger" onClick={reset}>
              Reset demo data
            </Button>
            {resetDone && <Muted role="status">The demo data is back to its initial state.</Muted>}
          </Section>

          <Section>
            <Heading>Demo accounts</Heading>
            <List>
              {DEMO_ACCOUNTS.map((account) => (
                <Account key={account.email}>
                  <Code>{account.email}</Code> <Role>{account.role}</Role>
                  <Muted>Password: {account.password}</Muted>
                  <Muted>{account.description}</Muted>
                </Account>
              ))}
            </List>
          </Section>
        </Card>
      )}
      {placement.tucked ? (
        <Sliver
          type="button"
          $side={placement.side}
          aria-label="Show the demo backend tab"
          title="Demo backend"
          onClick={() => place({ ...placement, tucked: false })}
        />
      ) : (
        <Tab
          type="button"
          $alert={count > 0 || ignored.length > 0}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          Demo backend{count > 0 && ` · ${scenarioCount(count)}`}
        </Tab>
      )}
    </Corner>
  );
}

export default MockPanel;
