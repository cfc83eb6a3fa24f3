import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
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

const messages = defineMessages({
  toggle: { id: 'dev.mockPanel.toggle', defaultMessage: 'Demo backend' },
  scenariosHeading: { id: 'dev.mockPanel.scenariosHeading', defaultMessage: 'Failure scenarios' },
  operation: { id: 'dev.mockPanel.operation', defaultMessage: 'Call' },
  allOperations: { id: 'dev.mockPanel.allOperations', defaultMessage: 'All calls' },
  scenario: { id: 'dev.mockPanel.scenario', defaultMessage: 'Scenario' },
  apply: { id: 'dev.mockPanel.apply', defaultMessage: 'Switch on' },
  noScenarios: {
    id: 'dev.mockPanel.noScenarios',
    defaultMessage: 'No scenario is on: every call answers normally.',
  },
  switchOff: { id: 'dev.mockPanel.switchOff', defaultMessage: 'Switch off' },
  clear: { id: 'dev.mockPanel.clear', defaultMessage: 'Switch all off' },
  urlHint: {
    id: 'dev.mockPanel.urlHint',
    defaultMessage: 'Tip: add ?mock=getWallets:500html (or reset, off) to the page address.',
  },
  dataHeading: { id: 'dev.mockPanel.dataHeading', defaultMessage: 'Demo data' },
  dataHint: {
    id: 'dev.mockPanel.dataHint',
    defaultMessage: 'Your changes are kept in this browser until you reset them.',
  },
  reset: { id: 'dev.mockPanel.reset', defaultMessage: 'Reset demo data' },
  resetDone: {
    id: 'dev.mockPanel.resetDone',
    defaultMessage: 'The demo data is back to its initial state.',
  },
  accountsHeading: { id: 'dev.mockPanel.accountsHeading', defaultMessage: 'Demo accounts' },
});

const activeCount = defineMessage<{ count: number }>({
  id: 'dev.mockPanel.activeCount',
  defaultMessage: '{count, plural, one {# scenario on} other {# scenarios on}}',
});
const switchOffLabel = defineMessage<{ operation: string }>({
  id: 'dev.mockPanel.switchOffLabel',
  defaultMessage: 'Switch off the scenario of {operation}',
});
const passwordLine = defineMessage<{ password: string }>({
  id: 'dev.mockPanel.password',
  defaultMessage: 'Password: {password}',
});

const SCENARIO_LABELS = defineMessages<MockScenario>({
  '401': { id: 'dev.mockPanel.scenario401', defaultMessage: '401: session expired' },
  '500html': { id: 'dev.mockPanel.scenario500html', defaultMessage: '500: HTML error page' },
  '500json': { id: 'dev.mockPanel.scenario500json', defaultMessage: '500: JSON error' },
  '422': { id: 'dev.mockPanel.scenario422', defaultMessage: '422: validation error' },
  slow: { id: 'dev.mockPanel.scenarioSlow', defaultMessage: 'Slow answer (5 s)' },
  network: { id: 'dev.mockPanel.scenarioNetwork', defaultMessage: 'Network failure' },
});

const ACCOUNT_DESCRIPTIONS = defineMessages({
  'demo@example.com': {
    id: 'dev.mockPanel.accountDemo',
    defaultMessage:
      'Investor with wallets, four trading accounts, IPO holdings and tickets: everything visible.',
  },
  'client@example.com': {
    id: 'dev.mockPanel.accountClient',
    defaultMessage: 'Client with one wallet and one trading account; identity check rejected.',
  },
  'failed@example.com': {
    id: 'dev.mockPanel.accountFailed',
    defaultMessage: 'Signs in, but the account status is "failed", so the session ends at once.',
  },
});

/**
 * Developer and designer switches of the demo backend: failure scenarios per call, a data reset and
 * the demo accounts. Mounted lazily by the app shell only when mocking is on.
 */
export function MockPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [scenario, setScenarioChoice] = useState<MockScenario>('500json');
  const [active, setActive] = useState(activeScenarios);
  const [resetDone, setResetDone] = useState(false);

  const refresh = () => setActive(activeScenarios());
  const count = Object.keys(active).length;
  const operationLabel = (id: string) =>
    id === ALL_OPERATIONS ? intl.formatMessage(messages.allOperations) : id;

  const reset = () => {
    resetDemoDb({ keepSessions: true });
    void queryClient.invalidateQueries();
    setResetDone(true);
  };

  return (
    <Corner>
      <ReserveCorner />
      {open && (
        <Card id={panelId} role="region" aria-label={intl.formatMessage(messages.toggle)}>
          <Section>
            <Heading>
              <FormattedMessage {...messages.scenariosHeading} />
            </Heading>
            <Row>
              <Select
                label={intl.formatMessage(messages.operation)}
                value={operation}
                onValueChange={setOperation}
                options={[ALL_OPERATIONS, ...OPERATION_IDS].map((id) => ({
                  value: id,
                  label: operationLabel(id),
                }))}
              />
              <Select
                label={intl.formatMessage(messages.scenario)}
                value={scenario}
                onValueChange={(value) => setScenarioChoice(value as MockScenario)}
                options={MOCK_SCENARIOS.map((id) => ({
                  value: id,
                  label: intl.formatMessage(SCENARIO_LABELS[id]),
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
              <FormattedMessage {...messages.apply} />
            </Button>
            {count === 0 ? (
              <Muted>
                <FormattedMessage {...messages.noScenarios} />
              </Muted>
            ) : (
              <List>
                {Object.entries(active).map(([id, value]) => (
                  <Item key={id}>
                    <span>
                      <Code>{operationLabel(id)}</Code> {intl.formatMessage(SCENARIO_LABELS[value])}
                    </span>
                    <Button
                      size="sm"
                      variant="link"
                      aria-label={intl.formatMessage(switchOffLabel, {
                        operation: operationLabel(id),
                      })}
                      onClick={() => {
                        setScenario(id, null);
                        refresh();
                      }}
                    >
                      <FormattedMessage {...messages.switchOff} />
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
                <FormattedMessage {...messages.clear} />
              </Button>
            )}
            <Muted>
              <FormattedMessage {...messages.urlHint} />
            </Muted>
          </Section>

          <Section>
            <Heading>
              <FormattedMessage {...messages.dataHeading} />
            </Heading>
            <Muted>
              <FormattedMessage {...messages.dataHint} />
            </Muted>
            <Button size="sm" variant="danger" onClick={reset}>
              <FormattedMessage {...messages.reset} />
            </Button>
            {resetDone && (
              <Muted role="status">
                <FormattedMessage {...messages.resetDone} />
              </Muted>
            )}
          </Section>

          <Section>
            <Heading>
              <FormattedMessage {...messages.accountsHeading} />
            </Heading>
            <List>
              {DEMO_ACCOUNTS.map((account) => {
                const description =
                  ACCOUNT_DESCRIPTIONS[account.email as keyof typeof ACCOUNT_DESCRIPTIONS];
                return (
                  <Account key={account.email}>
                    <Code>{account.email}</Code> <Role>{account.role}</Role>
                    <Muted>
                      <FormattedMessage {...passwordLine} values={{ password: account.password }} />
                    </Muted>
                    <Muted>
                      {description ? intl.formatMessage(description) : account.description}
                    </Muted>
                  </Account>
                );
              })}
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
        <FormattedMessage {...messages.toggle} />
        {count > 0 && (
          <>
            {' · '}
            <FormattedMessage {...activeCount} values={{ count }} />
          </>
        )}
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
