import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  border: 3px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 28, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-live="polite">
      <Ring size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const Center = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center>
      <Spinner size={40} label={label} />
    </Center>
  );
}
