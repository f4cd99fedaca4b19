import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Wrap = styled.span<{ accent?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  max-width: 100%;
  padding: 2px ${(p) => p.theme.space(1)} 2px ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => (p.accent ? p.theme.colors.primarySoft : p.theme.colors.surfaceMuted)};
  color: ${(p) => (p.accent ? p.theme.colors.primary : p.theme.colors.text)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    cursor: pointer;
    font-size: 1rem;
    line-height: 1;
  }
  &:not(:has(button)) {
    padding-right: ${(p) => p.theme.space(3)};
  }
`;

/** A small label; with onRemove it gets a labelled remove button. */
export function Chip({
  children,
  onRemove,
  removeLabel,
  accent,
}: {
  children: ReactNode;
  onRemove?: () => void;
  removeLabel?: string;
  accent?: boolean;
}) {
  return (
    <Wrap accent={accent}>
      <span>{children}</span>
      {onRemove && (
        <button type="button" aria-label={removeLabel ?? 'Remove'} onClick={onRemove}>
          ×
        </button>
      )}
    </Wrap>
  );
}
