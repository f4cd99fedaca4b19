import styled from '@emotion/styled';

const Track = styled.div`
  height: 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ tone: 'primary' | 'amber' }>`
  height: 100%;
  background: ${(p) => (p.tone === 'amber' ? p.theme.colors.amber : p.theme.colors.primary)};
  transition: width 0.3s ease;
`;

export function ProgressBar({
  percent,
  label,
  tone = 'primary',
}: {
  percent: number;
  label: string;
  tone?: 'primary' | 'amber';
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <Fill tone={tone} data-tone={tone} style={{ width: `${value}%` }} />
    </Track>
  );
}
