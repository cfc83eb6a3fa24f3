import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/design-system/Button';
import { Select } from '@/design-system/Select';
import { resetDemoDb } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { OPERATION_IDS } from '@/mocks/operations';
import {
  ALL_OPERATIONS,
  MOCK_SCENARIOS,
  type MockScenario,
  activeScenarios,
  clearScenarios,
  setScenario,
} from '@/mocks/scenarios';

const SCENARIO_LABELS: Record<MockScenario, string> = {
  '401': '401: session expired',
  '500html': '500: HTML error page',
  '500json': '500: JSON error',
  '422': '422: validation error',
  slow: 'Slow answer (5 s)',
  network: 'Network failure',
};

const scenarioCount = (count: number) => (count === 1 ? '1 scenario on' : `${count} scenarios on`);

/**
 * Developer and designer switches of the demo backend: failure scenarios per call, a data reset and
 * the demo accounts. Mounted lazily by the app shell only when mocking is on, so it is never in a
 * production build; a developer tool, hence plain English rather than translated messages.
 */
export function MockPanel() {
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [scenario, setScenarioChoice] = useState<MockScenario>('500json');
  const [active, setActive] = useState(activeScenarios);
  const [resetDone, setResetDone] = useState(false);

  const refresh = () => setActive(activeScenarios());
  const count = Object.keys(active).length;
  const operationLabel = (id: string) => (id === ALL_OPERATIONS ? 'All calls' : id);

  const reset = () => {
    resetDemoDb({ keepSessions: true });
    void queryClient.invalidateQueries();
    setResetDone(true);
  };

  return (
    <Corner>
      <ReserveCorner />
      {open && (
        <Card id={panelId} role="region" aria-label="Demo backend">
          <Section>
            <Heading>Failure scenarios</Heading>
            <Row>
              <Select
                label="Call"
                value={operation}
                onValueChange={setOperation}
                options={[ALL_OPERATIONS, ...OPERATION_IDS].map((id) => ({
                  value: id,
                  label: operationLabel(id),
                }))}
              />
              <Select
                label="Scenario"
                value={scenario}
                onValueChange={(value) => setScenarioChoice(value as MockScenario)}
                options={MOCK_SCENARIOS.map((id) => ({
                  value: id,
                  label: SCENARIO_LABELS[id],
                }))}
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
            <Muted>Tip: add ?mock=getWallets:500html (or reset, off) to the page address.</Muted>
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
      <Button
        size="sm"
        variant={count > 0 ? 'danger' : 'secondary'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Demo backend
        {count > 0 && ` · ${scenarioCount(count)}`}
      </Button>
    </Corner>
  );
}

export default MockPanel;

/** Keeps the bottom of every page clear of the panel's button (it never covers content). */
const ReserveCorner = createGlobalStyle`
  body {
    padding-bottom: 64px;
  }
`;

const Corner = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Card = styled.div`
  width: min(360px, calc(100vw - 24px));
  max-height: min(70vh, 640px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  & + & {
    margin-top: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Account = styled.li`
  & + & {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.92em;
`;

const Role = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;
