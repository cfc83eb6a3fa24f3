import styled from 'styled-components';
import { OPERATIONS } from '@/api/generated/operations';
import { MOCK_SCENARIOS, SCENARIO_DESCRIPTIONS } from '@/mocks/scenarios';

const byTag = OPERATIONS.reduce<Record<string, (typeof OPERATIONS)[number][]>>(
  (groups, operation) => {
    (groups[operation.tag] ??= []).push(operation);
    return groups;
  },
  {},
);

/**
 * The scenarios and every call by its operationId (with method and path), grouped by tag, from the
 * generated operation table: what `?mock=<operationId>:<scenario>` accepts, no OpenAPI file needed.
 */
export function OperationList() {
  return (
    <>
      <details>
        <Summary>Scenarios</Summary>
        <Table>
          <tbody>
            {MOCK_SCENARIOS.map((scenario) => (
              <tr key={scenario}>
                <th scope="row">
                  <Code>{scenario}</Code>
                </th>
                <td>{SCENARIO_DESCRIPTIONS[scenario]}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
      <details>
        <Summary>Calls ({OPERATIONS.length})</Summary>
        {Object.entries(byTag).map(([tag, operations]) => (
          <Group key={tag}>
            <GroupTitle>{tag}</GroupTitle>
            <ul>
              {operations.map((operation) => (
                <li key={operation.id}>
                  <Code>{operation.id}</Code>{' '}
                  <Muted>
                    {operation.method} {operation.path}
                  </Muted>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </details>
    </>
  );
}

const Summary = styled.summary`
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Table = styled.table`
  margin-top: ${({ theme }) => theme.space[1]};
  border-collapse: collapse;
  th,
  td {
    padding: 2px ${({ theme }) => theme.space[1]};
    text-align: start;
    vertical-align: top;
  }
`;

const Group = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const GroupTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.92em;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
