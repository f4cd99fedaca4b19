import styled from '@emotion/styled';
import { StackList } from '../../components/StackList';
import type { StatusMessage } from './useStatusMessages';

const List = styled(StackList)`
  li {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.sm};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  li span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li button {
    border: 0;
    background: transparent;
    cursor: pointer;
    font-size: 1.1rem;
    width: 28px;
    height: 28px;
    color: inherit;
  }
  .success {
    background: ${(p) => p.theme.colors.successSoft};
    color: ${(p) => p.theme.colors.success};
  }
  .info {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  .warning {
    background: ${(p) => p.theme.colors.warningSoft};
    color: ${(p) => p.theme.colors.warning};
  }
  .error {
    background: ${(p) => p.theme.colors.dangerSoft};
    color: ${(p) => p.theme.colors.danger};
  }
`;

/** Live run messages from synthUpdated. */
export function StatusMessages({
  messages,
  onDismiss,
}: {
  messages: StatusMessage[];
  onDismiss: (id: number) => void;
}) {
  return (
    <List aria-live="polite" aria-label="Run messages">
      {messages.map((m) => (
        <li key={m.id} className={m.type}>
          <span>{m.text}</span>
          <button type="button" aria-label="Dismiss message" onClick={() => onDismiss(m.id)}>
            ×
          </button>
        </li>
      ))}
    </List>
  );
}
