import { Button } from '@/design-system/Button';
import { DEMO_ACCOUNTS } from '@/mocks/demo-accounts';
import { suggestSwitch } from '@/mocks/scenarios';
import {
  Account,
  Code,
  Heading,
  List,
  Muted,
  Role,
  Section,
  Sliver,
  Tab,
  Toolbar,
  Warning,
} from './MockPanel.styles';
import type { Placement } from './mockPanelPlacement';

const scenarioCount = (count: number) => (count === 1 ? '1 scenario on' : `${count} scenarios on`);

/** The `?mock=` entries that were not understood, with a suggestion, until dismissed. */
export function IgnoredWarning({ items, onDismiss }: { items: string[]; onDismiss: () => void }) {
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

/** Moves the panel to the other side of the screen or tucks it away. */
export function PanelToolbar({
  side,
  onMove,
  onTuck,
}: {
  side: Placement['side'];
  onMove: (side: Placement['side']) => void;
  onTuck: () => void;
}) {
  const otherSide = side === 'left' ? 'right' : 'left';
  return (
    <Toolbar>
      <Button size="sm" variant="secondary" onClick={() => onMove(otherSide)}>
        Move to the {otherSide}
      </Button>
      <Button size="sm" variant="secondary" onClick={onTuck}>
        Tuck away
      </Button>
    </Toolbar>
  );
}

/** Resets the demo data (the sessions stay). */
export function DemoDataSection({
  resetDone,
  onReset,
}: {
  resetDone: boolean;
  onReset: () => void;
}) {
  return (
    <Section>
      <Heading>Demo data</Heading>
      <Muted>Your changes are kept in this browser until you reset them.</Muted>
      <Button size="sm" variant="danger" onClick={onReset}>
        Reset demo data
      </Button>
      {resetDone && <Muted role="status">The demo data is back to its initial state.</Muted>}
    </Section>
  );
}

/** The demo accounts with their passwords. */
export function DemoAccountsSection() {
  return (
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
  );
}

interface PanelTabProps {
  placement: Placement;
  open: boolean;
  panelId: string;
  count: number;
  alert: boolean;
  onToggle: () => void;
  onUntuck: () => void;
}

/** The tab that opens and closes the panel, or when tucked away a sliver that brings it back. */
export function PanelTab({
  placement,
  open,
  panelId,
  count,
  alert,
  onToggle,
  onUntuck,
}: PanelTabProps) {
  return placement.tucked ? (
    <Sliver
      type="button"
      $side={placement.side}
      aria-label="Show the demo backend tab"
      title="Demo backend"
      onClick={onUntuck}
    />
  ) : (
    <Tab
      type="button"
      $alert={alert}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      Demo backend{count > 0 && ` · ${scenarioCount(count)}`}
    </Tab>
  );
}
