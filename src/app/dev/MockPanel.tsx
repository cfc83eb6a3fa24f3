import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { resetDemoDb } from '@/mocks/db';
import {
  ALL_OPERATIONS,
  type MockScenario,
  activeScenarios,
  ignoredSwitches,
  rememberIgnoredSwitches,
} from '@/mocks/scenarios';
import { Card, Corner } from './MockPanel.styles';
import {
  DemoAccountsSection,
  DemoDataSection,
  IgnoredWarning,
  PanelTab,
  PanelToolbar,
} from './MockPanelParts';
import { readPlacement, savePlacement, type Placement } from './mockPanelPlacement';
import { ScenarioSection, type ScenarioChoice } from './ScenarioSection';

/** Where the panel sits (side, tucked away), remembered in this browser. */
function usePlacement() {
  const [placement, setPlacement] = useState<Placement>(readPlacement);
  const place = (next: Placement) => {
    savePlacement(next);
    setPlacement(next);
  };
  return { placement, place };
}

/** The call and scenario chosen in the selects; kept here so closing the panel keeps them. */
function useScenarioChoice(): ScenarioChoice {
  const [operation, setOperation] = useState<string>(ALL_OPERATIONS);
  const [scenario, setScenario] = useState<MockScenario>('500json');
  return { operation, scenario, setOperation, setScenario };
}

/** The `?mock=` switches that were not understood, until dismissed. */
function useIgnoredSwitches() {
  const [ignored, setIgnored] = useState(ignoredSwitches);
  const dismiss = () => {
    rememberIgnoredSwitches([]);
    setIgnored([]);
  };
  return { ignored, dismiss };
}

/** Resets the demo data (keeping the sessions) and refetches everything. */
function useDemoReset() {
  const queryClient = useQueryClient();
  const [resetDone, setResetDone] = useState(false);
  const reset = () => {
    resetDemoDb({ keepSessions: true });
    void queryClient.invalidateQueries();
    setResetDone(true);
  };
  return { resetDone, reset };
}

/**
 * Developer and designer switches of the demo backend: failure scenarios per call, the list of
 * calls, a data reset and the demo accounts. Mounted lazily by the app shell only when mocking is
 * on, so it is never in a production build; a developer tool, hence plain English rather than
 * translated messages. Collapsed it is a small tab that can change sides or be tucked away.
 */
function MockPanel() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { placement, place } = usePlacement();
  const choice = useScenarioChoice();
  const [active, setActive] = useState(activeScenarios);
  const { ignored, dismiss } = useIgnoredSwitches();
  const { resetDone, reset } = useDemoReset();
  const count = Object.keys(active).length;

  return (
    <Corner $side={placement.side}>
      {ignored.length > 0 && <IgnoredWarning items={ignored} onDismiss={dismiss} />}
      {open && (
        <Card id={panelId} role="region" aria-label="Demo backend">
          <PanelToolbar
            side={placement.side}
            onMove={(side) => place({ ...placement, side })}
            onTuck={() => {
              setOpen(false);
              place({ ...placement, tucked: true });
            }}
          />
          <ScenarioSection
            choice={choice}
            active={active}
            onChange={() => setActive(activeScenarios())}
          />
          <DemoDataSection resetDone={resetDone} onReset={reset} />
          <DemoAccountsSection />
        </Card>
      )}
      <PanelTab
        placement={placement}
        open={open}
        panelId={panelId}
        count={count}
        alert={count > 0 || ignored.length > 0}
        onToggle={() => setOpen((value) => !value)}
        onUntuck={() => place({ ...placement, tucked: false })}
      />
    </Corner>
  );
}

export default MockPanel;
